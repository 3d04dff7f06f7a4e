/**
 * What the emulator's test files share, on top of __fixtures__/emulator.ts: an emulator that runs
 * for a file's tests (or for each test) and stops after them, one that runs for a block of a test
 * alone, a fresh start between tests, a folder per test, raw requests on an agent of the file's
 * own, v2 requests with an API key, and the control API's answers to a body it refuses.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent, request } from 'undici'
import {
  queueRef,
  startTestEmulator,
  type RawResponse,
  type TestEmulator,
} from '../../__fixtures__/emulator.js'
import { DEFAULT_V2_API_KEY, type ApiKey, type EmulatorOptions } from '../../src/emulator/index.js'

/** A JSON body read loosely, as a test reads what the emulator answered. */
export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** How a test file uses its emulator. */
export interface EmulatorUse {
  /** `file` (the default): one emulator for the file's tests; `test`: a fresh one for each. */
  per?: 'file' | 'test'
  /** Creates the default test queue (queueRef()) once the emulator runs. */
  queue?: boolean
}

/**
 * Starts an emulator before the file's tests (or before each test) and stops it after them. The
 * emulator returned stands for the one running: read it inside a test or a hook, not while the
 * file is being collected.
 */
export function useEmulator(options: EmulatorOptions = {}, use: EmulatorUse = {}): TestEmulator {
  let running: TestEmulator | undefined
  const perTest = use.per === 'test'
  const [before, after] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll]
  before(async () => {
    running = await startTestEmulator(options)
    if (use.queue) await running.client.createQueue(queueRef())
  })
  after(async () => {
    await running?.stop()
    running = undefined
  })
  return new Proxy({} as TestEmulator, {
    get(_, name) {
      if (!running) {
        throw new Error(
          `the test emulator is not running: it starts in ${perTest ? 'beforeEach' : 'beforeAll'}`,
        )
      }
      return Reflect.get(running, name) as unknown
    },
  })
}

/** Runs `use` with an emulator of its own, stopped after it whatever happens. */
export async function withEmulator<T>(
  options: EmulatorOptions,
  use: (emu: TestEmulator) => Promise<T>,
): Promise<T> {
  const emu = await startTestEmulator(options)
  try {
    return await use(emu)
  } finally {
    await emu.stop()
  }
}

/** A folder of its own for each test (`prefix` and a random tail), removed after the test. */
export function useTempDir(prefix: string): () => string {
  let dir: string | undefined
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })
  return () => {
    if (!dir) throw new Error('the test folder exists only while a test runs')
    return dir
  }
}

/**
 * A keep-alive agent of the file's own (undici's global one is shared), for raw requests that
 * faults may cut; closed after the file's tests.
 */
export function useAgent(options: Agent.Options = {}): Agent {
  const agent = new Agent({ keepAliveTimeout: 10, ...options })
  afterAll(async () => {
    await agent.close()
  })
  return agent
}

/** A raw request, as {@link TestEmulator.raw} sends it, but on `agent` and with an abort signal. */
export async function rawOn(
  agent: Agent,
  emu: TestEmulator,
  method: string,
  path: string,
  o: {
    body?: string | Uint8Array
    headers?: Record<string, string>
    token?: string | null
    signal?: AbortSignal
  } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...o.headers }
  if (o.token !== null) headers['x-api-token'] ??= o.token ?? emu.token
  const res = await request(`${emu.origin}${path}`, {
    method: method as 'GET',
    dispatcher: agent,
    headers,
    body: o.body,
    signal: o.signal,
  })
  const text = await res.body.text()
  return { status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) }
}

/**
 * A request to the v2 API (`path` starts with `/v2`) with a v2 API key (`key: null`: none), a
 * JSON body when one is given, and on `agent` when one is given.
 */
export function v2Raw(
  emu: TestEmulator,
  method: string,
  path: string,
  body?: unknown,
  o: { key?: string | null; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<RawResponse> {
  const { key = DEFAULT_V2_API_KEY, agent } = o
  const req = {
    token: null,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...o.headers,
    },
  }
  return agent ? rawOn(agent, emu, method, path, req) : emu.raw(method, path, req)
}

/** A POST of `body` to control route `path`, answered as it is (for the refusals). */
export function controlRaw(emu: TestEmulator, path: string, body: unknown): Promise<RawResponse> {
  return emu.raw('POST', `/_control${path}`, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })
}

/** Clears the fault rules and the state, and creates the default test queue: a fresh start. */
export async function startOver(emu: TestEmulator): Promise<void> {
  await emu.control('/faults', { rules: [] })
  await emu.control('/reset', {})
  await emu.client.createQueue(queueRef())
}

/** Every permission a v2 API key can hold: a key that may do anything. */
export const EVERY_V2_PERMISSION: ApiKey['permissions'] = [
  'merge-and-cancel',
  'set-priority',
  'skip-batching',
  'direct-to-queue',
  'update-queue-settings',
]
