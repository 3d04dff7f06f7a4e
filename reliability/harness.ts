/**
 * What every reliability check needs: the bundled action run as the runner runs it (every
 * action.yml input with its default filled in), emulators with a loopback tap in front that
 * counts connections (so "no request" also covers requests the emulator's HTTP parser refuses
 * before its log sees them), a sink server for redirect targets, and the scans for leaked tokens
 * and stack traces.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http'
import { createServer as createTcpServer, connect, type AddressInfo, type Socket } from 'node:net'
import { parse } from 'yaml'
import { runAction, type ActionRun, type RunOptions } from '../__fixtures__/action-runner.js'
import {
  startEmulator,
  type EmulatorOptions,
  type FaultConfig,
  type RunningEmulator,
} from '../src/emulator/index.js'
import { V2_PERMISSION_IDS } from '../src/client/v2/index.js'

/** An input of action.yml. */
export interface ActionInput {
  required: boolean
  default?: string
}

/** The inputs of action.yml, parsed. */
export const ACTION_INPUTS: Record<string, ActionInput> = (() => {
  const doc = parse(readFileSync('action.yml', 'utf8')) as {
    inputs: Record<string, { required?: boolean; default?: string }>
  }
  return Object.fromEntries(
    Object.entries(doc.inputs).map(([name, i]) => [
      name,
      { required: i.required === true, default: i.default },
    ]),
  )
})()

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** The API a run speaks: the action picks it from the token (`trunk_v2_…` is v2). */
export type ApiVersion = 'v1' | 'v2'

/** The prefix of a token of each API (its random part follows). */
const TOKEN_PREFIX: Record<ApiVersion, string> = { v1: 'tok_', v2: 'trunk_v2_' }

/**
 * A token shaped like a real one: `tok_` (v1) or `trunk_v2_` (a v2 API key) and 24 random
 * letters and digits. Its random part has no character that Markdown, JSON or URL escaping would
 * change, so a scan for it also finds the token where it was printed escaped (`tok\_...` in a
 * summary).
 */
export function newToken(api: ApiVersion = 'v1'): string {
  return `${TOKEN_PREFIX[api]}${[...randomBytes(24)].map((b) => ALNUM[b % ALNUM.length]).join('')}`
}

/** A 40-hex head sha for PR `n` (stable, so the emulator's records can be compared). */
export function shaFor(n: number): string {
  return n.toString(16).padStart(8, '0').repeat(5)
}

/** The repository and branch every check uses. */
export const REPO = 'acme/app'
export const BRANCH = 'main'

/**
 * Runs dist/index.js as the runner does: every input of action.yml that has a default is passed
 * with it unless given (the runner fills defaults in; a bare `node dist/index.js` does not).
 */
export async function runLikeRunner(
  opts: RunOptions & { keepFiles?: boolean },
): Promise<ActionRun> {
  const inputs: Record<string, string> = {}
  for (const [name, i] of Object.entries(ACTION_INPUTS)) {
    // An expression default (github-token) is the runner's to fill in; a hand run has none.
    if (i.default !== undefined && !i.default.includes('${{')) inputs[name] = i.default
  }
  Object.assign(inputs, opts.inputs)
  const run = await runAction({ timeoutMs: 90_000, ...opts, inputs })
  if (!opts.keepFiles) rmSync(run.files.dir, { recursive: true, force: true })
  return run
}

// ---- What must never appear -------------------------------------------------------------------

/** The places a run printed or wrote the token (the `::add-mask::` command itself excepted). */
export function tokenLeaks(run: ActionRun, token: string): string[] {
  const places: string[] = []
  // `::add-mask::<token>` is how the runner learns what to mask; it never shows that line.
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n')
  // The random part alone: found however the prefix was escaped.
  const core = token.replace(/^(?:tok_|trunk_v2_)/, '')
  const has = (text: string) => text.includes(token) || (core.length >= 16 && text.includes(core))
  if (has(stdout)) places.push('stdout')
  if (has(run.stderr)) places.push('stderr')
  for (const [name, value] of Object.entries(run.outputs)) {
    if (has(value)) places.push(`output ${name}`)
  }
  if (has(run.summary)) places.push('summary')
  return places
}

/** True when the token reached the log only through `::add-mask::` lines (as it must). */
export function maskedFirst(run: ActionRun, token: string): boolean {
  const first = run.stdout.indexOf(token)
  return first === -1 || run.stdout.lastIndexOf('::add-mask::', first) !== -1
}

/** Lines that look like a JavaScript stack trace (`    at fn (file.js:1:2)`). */
export function stackLines(run: ActionRun): string[] {
  return `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((l) => /^\s{4}at \S/.test(l) || /\bat .*\.(?:c|m)?js:\d+:\d+\)?\s*$/.test(l))
}

/** The message the step failed with (the `::error::` line), unescaped enough to read. */
export function errorMessage(run: ActionRun): string {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? ''
  return line
    .replace(/^::error::/, '')
    .replace(/%0A/g, ' ')
    .replace(/%0D/g, '')
    .replace(/%25/g, '%')
}

/** The warning lines of a run. */
export function warnings(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning::'))
    .map((l) => l.replace(/^::warning::/, ''))
}

// ---- Servers ----------------------------------------------------------------------------------

/** A TCP pass-through on 127.0.0.1 that counts the connections and bytes that reach it. */
export interface Tap {
  port: number
  /** `http://127.0.0.1:<tap>/v1`: point the action here. */
  url: string
  connections: number
  bytesIn: number
  reset(): void
  close(): Promise<void>
}

export async function startTap(targetPort: number): Promise<Tap> {
  const sockets = new Set<Socket>()
  const tap = {
    port: 0,
    url: '',
    connections: 0,
    bytesIn: 0,
    reset() {
      tap.connections = 0
      tap.bytesIn = 0
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
  const server = createTcpServer((client) => {
    tap.connections++
    const upstream = connect(targetPort, '127.0.0.1')
    sockets.add(client).add(upstream)
    client.on('data', (c: Buffer) => (tap.bytesIn += c.length))
    client.pipe(upstream).pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  tap.port = (server.address() as AddressInfo).port
  tap.url = `http://127.0.0.1:${tap.port}/v1`
  return tap
}

/** A loopback HTTPS_PROXY that records each CONNECT line, then closes or never answers. */
export interface ConnectRecorder {
  /** `http://127.0.0.1:<port>`, for HTTPS_PROXY. */
  url: string
  /** The first line of each connection, e.g. `CONNECT api.trunk.io:443 HTTP/1.1`. */
  seen: string[]
  close(): Promise<void>
}

export async function startConnectRecorder(mode: 'close' | 'silent'): Promise<ConnectRecorder> {
  const seen: string[] = []
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
    socket.once('data', (d: Buffer) => {
      seen.push(d.toString('latin1').split('\r\n')[0] ?? '')
      if (mode === 'close') socket.destroy()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
}

/** A request a sink server received. */
export interface SinkRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
}

/** A loopback HTTP server that records every request and answers with `reply`. */
export interface Sink {
  origin: string
  url: string
  requests: SinkRequest[]
  close(): Promise<void>
}

export async function startSink(
  reply: (req: SinkRequest) => { status: number; body: string; contentType?: string } = () => ({
    status: 200,
    body: '{}',
  }),
): Promise<Sink> {
  const requests: SinkRequest[] = []
  const server = createHttpServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers }
      requests.push(r)
      const a = reply(r)
      res.writeHead(a.status, { 'content-type': a.contentType ?? 'application/json' })
      res.end(a.body)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    url: `${origin}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
}

/** An emulator with a tap in front, its queue created, and helpers to script it. */
export interface Rig {
  emu: RunningEmulator
  tap: Tap
  /** The API the action is run against. */
  api: ApiVersion
  /** The emulator's v1 token (the control API and the setup take it). */
  token: string
  /** What the action gets as `api-token`: the v1 token, or a v2 API key with every permission. */
  key: string
  /** The URL the action must use (through the tap): `…/v1`, or the origin for v2. */
  url: string
  control<T = unknown>(path: string, body?: unknown): Promise<T>
  /** Submits PR `n` (its head sha registered first) through the API. */
  submit(n: number): Promise<void>
  /** Moves the emulator's clock (test runs pass after 5 emulated minutes). */
  advance(ms: number): void
  setFaults(config: FaultConfig): void
  /** Requests the emulator logged, by operation (v1 names, v2 operation ids). */
  seen(): Record<string, number>
  /** Requests the emulator logged in all. */
  total(): number
  /** Zeroes the emulator's request log and the tap's counters. */
  resetCounts(): Promise<void>
  /** Back to an empty queue (and zero counts), as just started. */
  resetState(): Promise<void>
  close(): Promise<void>
}

export async function startRig(
  options: EmulatorOptions & { token?: string; queue?: boolean; api?: ApiVersion } = {},
): Promise<Rig> {
  const { api: apiVersion = 'v1', ...emulatorOptions } = options
  const token = options.token ?? newToken()
  const key = apiVersion === 'v2' ? newToken('v2') : token
  const emu = await startEmulator({
    clock: { mode: 'manual' },
    flakyTests: false,
    ...emulatorOptions,
    token,
    ...(apiVersion === 'v2' ? { apiKeys: [{ key, permissions: [...V2_PERMISSION_IDS] }] } : {}),
  })
  const tap = await startTap(emu.port)
  const control = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${emu.origin}/_control${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-api-token': token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`control ${path}: HTTP ${res.status}: ${text}`)
    return JSON.parse(text) as T
  }
  const api = async (path: string, body: unknown): Promise<void> => {
    const res = await fetch(`${emu.url}${path}`, {
      method: 'POST',
      headers: { 'x-api-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}: ${text}`)
  }
  const repo = { host: 'github.com', owner: 'acme', name: 'app' }
  const createQueue = async () => {
    if (options.queue !== false) await api('/createQueue', { repo, targetBranch: BRANCH })
  }
  await createQueue()
  const rig: Rig = {
    emu,
    tap,
    api: apiVersion,
    token,
    key,
    url: apiVersion === 'v2' ? tap.url.replace(/\/v1$/, '') : tap.url,
    control,
    submit: async (n) => {
      await control('/pull-requests', {
        repo: REPO,
        number: n,
        headSha: shaFor(n),
        baseBranch: BRANCH,
        title: `PR ${n}`,
      })
      await api('/submitPullRequest', { repo, targetBranch: BRANCH, pr: { number: n } })
    },
    advance: (ms) => emu.advance(ms),
    setFaults: (config) => emu.setFaults(config),
    seen: () =>
      Object.fromEntries(
        Object.entries(emu.requests().byOperation).map(([op, n]) => [op.replace(/^v2 /, ''), n]),
      ),
    total: () => emu.requests().total,
    resetCounts: async () => {
      await control('/requests/reset', {})
      tap.reset()
    },
    resetState: async () => {
      await control('/reset', {})
      await createQueue()
      await rig.resetCounts()
    },
    close: async () => {
      await tap.close()
      await emu.close()
    },
  }
  // Setting up is not what is measured.
  await rig.resetCounts()
  return rig
}

// ---- Running many things at once --------------------------------------------------------------

/**
 * Runs `tasks` with at most `limit` at a time, keeping their order in the results. Each task is
 * told which worker (0 to limit-1) runs it, for per-worker resources.
 */
export async function pool<T>(
  limit: number,
  tasks: ((worker: number) => Promise<T>)[],
): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length)
  let next = 0
  const worker = async (w: number) => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await (tasks[i] as (worker: number) => Promise<T>)(w)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, (_, w) => worker(w)))
  return results
}
