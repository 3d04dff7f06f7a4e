/**
 * The options of {@link startEmulator} (index.ts): their types and defaults, and their check,
 * which refuses a bad one with a message naming it and fills in the rest.
 */
import { fileURLToPath } from 'node:url'
import { isLoopbackHost } from '../wire/index.js'
import { FaultConfigSchema, type FaultConfig } from './faults/engine.js'
import exampleFlakyTests from './flaky/flaky-tests.example.json' with { type: 'json' }
import {
  FlakyDataFileSchema,
  generateFlakyTests,
  loadFlakyTestsFile,
  parseFlakyTests,
  type FlakyTest,
} from './flaky/store.js'
import type { ApiKey } from './v2/index.js'
import { keyProblem, permissionProblem } from './v2/keys.js'

/** Largest latency accepted: a minute per answer is already no network anyone works over. */
export const MAX_LATENCY_MS = 60_000
/** The token the emulator accepts when none is configured. Not a secret: it is for local use. */
export const DEFAULT_EMULATOR_TOKEN = 'emulator-token'
/** Simulated duration of one test run unless scripted: 5 minutes of emulator time. */
export const DEFAULT_TEST_DURATION_MS = 5 * 60_000
/**
 * Where the example flaky-tests data set lives in the source tree. The emulator imports it as a
 * JSON module (so a bundle carries it); this path is for reading it as a file, e.g. in tests.
 */
export const EXAMPLE_FLAKY_TESTS_PATH = fileURLToPath(
  new URL('./flaky/flaky-tests.example.json', import.meta.url),
)

/** How the emulator's clock runs. */
export type ClockOption =
  | {
      mode: 'real'
      /** Emulated ms per real ms (default 1). */
      speed?: number
      /** Start time, ISO 8601 or epoch ms (default now). */
      startAt?: string | number
    }
  | {
      mode: 'manual'
      /** Start time, ISO 8601 or epoch ms (default now). */
      startAt?: string | number
    }

/** Options of {@link startEmulator}; every field optional. */
export interface EmulatorOptions {
  /** Address to listen on (default `127.0.0.1`). Fault mode needs a loopback address. */
  host?: string
  /** Port (default 0: any free port). */
  port?: number
  /** The API token every request must carry in `x-api-token` (default {@link DEFAULT_EMULATOR_TOKEN}). */
  token?: string
  /** A JSON file that keeps the state across restarts (written atomically, debounced, on close). */
  dataFile?: string
  /** Real time scaled by `speed` (default, speed 1), or manual (advanced by the control API). */
  clock?: ClockOption
  /** Simulated duration of a test run that no script overrides (default 5 minutes). */
  testDurationMs?: number
  /**
   * The flaky-tests data set: a JSON file path, a generated set (`{seed, size}`), a list of
   * tests, or `false` for none (default: the shipped example file).
   */
  flakyTests?: string | { seed: number; size: number } | FlakyTest[] | false
  /** Fault rules to start with (loopback hosts only); replaceable through the control API. */
  faults?: FaultConfig
  /** Answer 409 to a submit of a PR already in the queue, as v2 does (default: update it, as v1). */
  v2DuplicateSubmit?: boolean
  /** Milliseconds between a change and the write of the data file (default 200). */
  persistDebounceMs?: number
  /**
   * The v2 API keys and their permissions (default: {@link DEFAULT_V2_API_KEY} with every
   * permission). Keys start with `trunk_v2_`; permissions are v2/permissions.ts slugs.
   */
  apiKeys?: readonly ApiKey[]
  /**
   * Real milliseconds each `/v1` and `/v2` request waits before it is handled and answered, as
   * over a network (default 0; at most {@link MAX_LATENCY_MS}). The control API and the live view
   * answer at once.
   */
  latencyMs?: number
}

/** An option of {@link startEmulator} is invalid; the message names it. */
export class EmulatorConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EmulatorConfigError'
  }
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new EmulatorConfigError(message)
}

/** Checks the v2 API keys option; undefined keeps the default key. */
export function checkApiKeys(keys: readonly ApiKey[] | undefined): readonly ApiKey[] | undefined {
  for (const k of keys ?? []) {
    const problem = keyProblem(k.key) ?? permissionProblem(k.permissions)
    check(problem === undefined, `apiKeys: a key ${problem} (value not shown)`)
  }
  return keys
}

/** Validates options and fills in defaults. */
export function resolveOptions(o: EmulatorOptions) {
  const host = o.host ?? '127.0.0.1'
  check(typeof host === 'string' && host.length > 0, 'host must be a non-empty string')
  const port = o.port ?? 0
  check(
    Number.isInteger(port) && port >= 0 && port <= 65535,
    `port must be 0-65535 (given ${port})`,
  )
  const token = o.token ?? DEFAULT_EMULATOR_TOKEN
  check(
    typeof token === 'string' && /^[\x21-\x7e]{1,4096}$/.test(token),
    'token must be 1-4096 printable ASCII characters without spaces',
  )
  const clock = o.clock ?? { mode: 'real' as const }
  check(clock.mode === 'real' || clock.mode === 'manual', 'clock.mode must be "real" or "manual"')
  const testDurationMs = o.testDurationMs ?? DEFAULT_TEST_DURATION_MS
  check(
    Number.isInteger(testDurationMs) && testDurationMs >= 0,
    `testDurationMs must be a whole number of milliseconds, 0 or more (given ${testDurationMs})`,
  )
  const latencyMs = o.latencyMs ?? 0
  check(
    Number.isInteger(latencyMs) && latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS,
    `latencyMs must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS} (given ${latencyMs})`,
  )
  if (o.faults) {
    const r = FaultConfigSchema.safeParse(o.faults)
    check(
      r.success,
      `faults are invalid: ${r.error?.issues[0]?.path.join('.')} ${r.error?.issues[0]?.message}`,
    )
    check(
      isLoopbackHost(host) || o.faults.rules.length === 0,
      'fault mode is available only on a loopback host (127.0.0.1, ::1, localhost)',
    )
  }
  return { host, port, token, clock, testDurationMs, latencyMs }
}

/** The options once checked, defaults filled in. */
export type ResolvedOptions = ReturnType<typeof resolveOptions>

/** The flaky-tests data set an option names, with relative times read against `now`. */
export function loadFlaky(option: EmulatorOptions['flakyTests'], now: number): FlakyTest[] {
  if (option === false) return []
  if (option === undefined)
    return parseFlakyTests(FlakyDataFileSchema.parse(exampleFlakyTests), now)
  if (typeof option === 'string') return loadFlakyTestsFile(option, now)
  if (Array.isArray(option)) return option
  check(
    Number.isInteger(option.seed) &&
      Number.isInteger(option.size) &&
      option.size >= 0 &&
      option.size <= 200_000,
    'flakyTests.seed must be an integer and flakyTests.size 0-200000',
  )
  return generateFlakyTests(option.seed, option.size, now)
}
