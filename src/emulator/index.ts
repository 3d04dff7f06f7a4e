/**
 * A local emulator of Trunk's v1 Merge Queue and Flaky Tests API: a real HTTP server with every
 * endpoint under `/v1`, a simulated merge queue with simulated CI, and a control API under
 * `/_control/` for tests. Start it from code with {@link startEmulator}, or from the command line
 * with `npm run emulator` (see `cli.ts` and docs/emulator.md).
 */
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { isLoopbackHost } from '../wire/index.js'
import { EmulatorClock, parseInstant, type ClockMode } from './simulation/clock.js'
import { stateDump, type ControlStateResponse } from './control/dumps.js'
import {
  FaultEngine,
  FaultConfigSchema,
  type FaultConfig,
  type FaultRule,
} from './faults/engine.js'
import exampleFlakyTests from './flaky/flaky-tests.example.json' with { type: 'json' }
import {
  FlakyDataFileSchema,
  FlakyTestStore,
  generateFlakyTests,
  loadFlakyTestsFile,
  parseFlakyTests,
  type FlakyTest,
} from './flaky/store.js'
import { StateFile } from './persistence/state-file.js'
import { RequestLog, type RequestLogSummary } from './http/request-log.js'
import { EmulatorServer } from './server.js'
import { Simulation } from './simulation/simulation.js'
import { DEFAULT_V2_API_KEY, type ApiKey } from './v2/index.js'
import { keyProblem, permissionProblem } from './v2/keys.js'

export type { ClockMode } from './simulation/clock.js'
export type {
  ControlClockRequest,
  ControlClockResponse,
  ControlFlakyTestsRequest,
  ControlOutcomeRequest,
  ControlQueueStateRequest,
  ControlPullRequestRequest,
  ControlResetRequest,
} from './control/bodies.js'
export type { ControlStateResponse } from './control/dumps.js'
export type { FaultConfig, FaultKind, FaultRule } from './faults/engine.js'
export type { FlakyTest, FlakyTestInput } from './flaky/store.js'
export type { LoggedRequest, RequestLogSummary } from './http/request-log.js'
export type {
  Entry,
  Outcome,
  PrMetadata,
  PrState,
  Queue,
  QueueMode,
  QueueSettings,
  QueueState,
  TestRun,
} from './simulation/model.js'
export type { Simulation } from './simulation/simulation.js'
export type { SimulationSnapshot } from './simulation/snapshot.js'
export { DEFAULT_QUEUE_SETTINGS, MAX_BATCH_SIZE } from './simulation/model.js'
export { METRICS_CONTENT_TYPE, HISTOGRAM_BUCKETS } from './simulation/metrics.js'
export { UNKNOWN_PR_STATE, FAULT_OPERATIONS, EDGE_FAULTS } from './faults/engine.js'

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
}

/** A running emulator. */
export interface RunningEmulator {
  /** Base URL of the API, ending in `/v1`, e.g. `http://127.0.0.1:43123/v1`. */
  url: string
  /** `http://127.0.0.1:43123`. The control API is at `${origin}/_control/`. */
  origin: string
  host: string
  port: number
  /** The token requests must carry. */
  token: string
  /** Base URL of the v2 API: the origin (v2 paths carry `/v2` themselves). */
  v2Url: string
  /** The simulation, for in-process inspection (synchronous; do not mutate from tests). */
  simulation: Simulation
  /** The full state, as `GET /_control/state` answers it. */
  state(): ControlStateResponse
  /** The request log, as `GET /_control/requests` answers it. */
  requests(): RequestLogSummary
  /** Emulator time now (epoch ms). */
  now(): number
  /** Moves the clock forward, processing every event in between (like `POST /_control/clock`). */
  advance(ms: number): void
  /** Replaces the fault rules (like `POST /_control/faults`). */
  setFaults(config: FaultConfig): void
  /** Writes the data file now (no-op without one). */
  flush(): Promise<void>
  /** Stops listening, ends open connections, writes the data file. Safe to call twice. */
  close(): Promise<void>
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

export { DEFAULT_V2_API_KEY, type ApiKey }

/** Checks the v2 API keys option; undefined keeps the default key. */
function checkApiKeys(keys: readonly ApiKey[] | undefined): readonly ApiKey[] | undefined {
  for (const k of keys ?? []) {
    const problem = keyProblem(k.key) ?? permissionProblem(k.permissions)
    check(problem === undefined, `apiKeys: a key ${problem} (value not shown)`)
  }
  return keys
}

/** Validates options and fills in defaults. */
function resolveOptions(o: EmulatorOptions) {
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
  return { host, port, token, clock, testDurationMs }
}

function loadFlaky(option: EmulatorOptions['flakyTests'], now: number): FlakyTest[] {
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

/** Starts an emulator and resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const o = resolveOptions(options)
  let clock: EmulatorClock
  try {
    clock = new EmulatorClock({
      mode: o.clock.mode as ClockMode,
      speed: o.clock.mode === 'real' ? o.clock.speed : undefined,
      startAt: o.clock.startAt === undefined ? undefined : parseInstant(o.clock.startAt),
    })
  } catch (e) {
    throw new EmulatorConfigError(`clock: ${(e as Error).message}`)
  }
  const stateFile = options.dataFile
    ? new StateFile(options.dataFile, options.persistDebounceMs ?? 200)
    : undefined
  const saved = stateFile?.load()
  if (saved) {
    // A manual clock resumes exactly where it stopped; a real one never goes back in time.
    if (clock.mode === 'manual' && o.clock.startAt === undefined) clock.setTime(saved.clock.now)
    else clock.resumeAt(saved.clock.now)
  }
  const sim = new Simulation({
    testDurationMs: o.testDurationMs,
    v2DuplicateSubmit: options.v2DuplicateSubmit,
    now: clock.now(),
  })
  if (saved) {
    try {
      sim.loadSnapshot(saved.simulation)
    } catch (e) {
      throw new Error(
        `the emulator data file ${stateFile?.path} is inconsistent: ${(e as Error).message}`,
        { cause: e },
      )
    }
  }
  const flaky = new FlakyTestStore(loadFlaky(options.flakyTests, clock.now()))
  const faults = new FaultEngine(options.faults)
  const log = new RequestLog()
  const core = new EmulatorServer({
    sim,
    clock,
    flaky,
    faults,
    log,
    token: o.token,
    loopback: isLoopbackHost(o.host),
    stateFile,
    apiKeys: checkApiKeys(options.apiKeys),
  })

  const server: Server = createServer({ keepAliveTimeout: 5_000 }, core.handle)
  server.on('clientError', (err: NodeJS.ErrnoException, socket) =>
    EmulatorServer.answerClientError(err, socket as import('node:net').Socket),
  )
  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err)
    server.once('error', onError)
    server.listen(o.port, o.host, () => {
      server.off('error', onError)
      resolve()
    })
  })
  core.sync()
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : o.port
  const hostInUrl = o.host.includes(':') ? `[${o.host}]` : o.host
  const origin = `http://${hostInUrl}:${port}`

  let closing: Promise<void> | undefined
  return {
    url: `${origin}/v1`,
    origin,
    host: o.host,
    port,
    token: o.token,
    v2Url: origin,
    simulation: sim,
    state: () => {
      core.sync()
      return stateDump(core)
    },
    requests: () => log.summary(),
    now: () => clock.now(),
    advance: (ms: number) => {
      core.configureClock({ advanceMs: ms })
      core.sync()
    },
    setFaults: (config: FaultConfig) => core.configureFaults(config),
    flush: async () => {
      if (stateFile) await stateFile.flush(() => core.stateDocument())
    },
    close: () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await core.close()
      })()
      return closing
    },
  }
}

export type { FaultRule as EmulatorFaultRule }
