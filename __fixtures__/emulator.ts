/**
 * Test helpers for the emulator: start one on 127.0.0.1 (manual clock by default), call its
 * control API and its raw HTTP endpoints, and a TrunkClient pointed at it.
 */
import { request } from 'undici'
import { TrunkClient } from '../src/client/index.js'
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../src/emulator/index.js'

export const REPO = { host: 'github.com', owner: 'acme', name: 'app' } as const
export const BRANCH = 'main'
export const MINUTE = 60_000

/** A raw HTTP answer. */
export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: () => unknown
}

/** An emulator for one test file, with helpers. */
export interface TestEmulator extends RunningEmulator {
  /** A client without retries, so error paths show at once. */
  client: TrunkClient
  /** POSTs (or GETs, without a body) a control route; throws unless 200; returns the JSON. */
  control<T = unknown>(path: string, body?: unknown): Promise<T>
  /** A raw request to a path of the origin (`/v1/...` or `/_control/...`). */
  raw(
    method: string,
    path: string,
    options?: { body?: string | Buffer; headers?: Record<string, string>; token?: string | null },
  ): Promise<RawResponse>
  /** POSTs a JSON body to `/v1/<operation path>` with the token. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<RawResponse>
  /** Stops the emulator and closes the client. */
  stop(): Promise<void>
}

/** Starts an emulator with a manual clock (unless options say otherwise). */
export async function startTestEmulator(options: EmulatorOptions = {}): Promise<TestEmulator> {
  const emu = await startEmulator({ clock: { mode: 'manual' }, flakyTests: false, ...options })
  const client = new TrunkClient({ baseUrl: emu.url, token: emu.token, retry: { maxAttempts: 1 } })
  const raw: TestEmulator['raw'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers }
    if (o.token !== null) headers['x-api-token'] ??= o.token ?? emu.token
    const res = await request(`${emu.origin}${path}`, { method, headers, body: o.body })
    const text = await res.body.text()
    return {
      status: res.statusCode,
      headers: res.headers,
      text,
      json: () => JSON.parse(text) as unknown,
    }
  }
  const control = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await raw(body === undefined ? 'GET' : 'POST', `/_control${path}`, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    })
    if (res.status !== 200) throw new Error(`control ${path}: HTTP ${res.status}: ${res.text}`)
    return res.json() as T
  }
  return Object.assign(emu, {
    client,
    control,
    raw,
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      raw('POST', `/v1${path}`, {
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
    stop: async () => {
      await client.close()
      await emu.close()
    },
  })
}

/** `{repo, targetBranch}` of the default test queue. */
export const queueRef = (branch: string = BRANCH) => ({ repo: { ...REPO }, targetBranch: branch })
/** `{repo, targetBranch, pr}` of PR `n` in the default test queue. */
export const prRef = (n: number, branch: string = BRANCH) => ({
  ...queueRef(branch),
  pr: { number: n },
})

/** PR numbers and states of a queue, in queue order, like `["1:testing", "2:pending"]`. */
export async function lineOf(emu: TestEmulator, branch: string = BRANCH): Promise<string[]> {
  const q = await emu.client.getQueue(queueRef(branch))
  return q.enqueuedPullRequests.map((p) => `${p.prNumber}:${p.state}`)
}

/** The state of PR `n` as getSubmittedPullRequest reports it. */
export async function stateOf(
  emu: TestEmulator,
  n: number,
  branch: string = BRANCH,
): Promise<string> {
  return (await emu.client.getSubmittedPullRequest(prRef(n, branch))).state
}
