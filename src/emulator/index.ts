/**
 * A local emulator of Trunk's Merge Queue and Flaky Tests API: a real HTTP server with every
 * endpoint under `/v1` and the served ones under `/v2`, a simulated merge queue with simulated CI,
 * and a control API under `/_control/` for tests. Start it from code with {@link startEmulator}
 * (its options in options.ts), or from the command line with `npm run emulator` (see `cli.ts`
 * and docs/emulator.md, which says what each folder holds).
 */
import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { isLoopbackHost } from '../wire/index.js'
import { stateDump, type ControlStateResponse } from './control/dumps.js'
import { FaultEngine, type FaultConfig, type FaultRule } from './faults/engine.js'
import { FlakyTestStore } from './flaky/store.js'
import { RequestLog, type RequestLogSummary } from './http/request-log.js'
import {
  EmulatorConfigError,
  checkApiKeys,
  loadFlaky,
  resolveOptions,
  type EmulatorOptions,
  type ResolvedOptions,
} from './options.js'
import { StateFile } from './persistence/state-file.js'
import { EmulatorServer } from './server.js'
import { EmulatorClock, parseInstant, type ClockMode } from './simulation/clock.js'
import { Simulation } from './simulation/simulation.js'

export {
  DEFAULT_EMULATOR_TOKEN,
  DEFAULT_TEST_DURATION_MS,
  EXAMPLE_FLAKY_TESTS_PATH,
  MAX_LATENCY_MS,
  EmulatorConfigError,
  type ClockOption,
  type EmulatorOptions,
} from './options.js'
export { DEFAULT_V2_API_KEY, type ApiKey } from './v2/index.js'
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
  /** The flaky-tests data set both APIs serve (its v2 collection's `quarantineEnabled` too). */
  flakyTests: FlakyTestStore
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

/** The emulator's clock as the options set it. */
function startClock(o: ResolvedOptions): EmulatorClock {
  try {
    return new EmulatorClock({
      mode: o.clock.mode as ClockMode,
      speed: o.clock.mode === 'real' ? o.clock.speed : undefined,
      startAt: o.clock.startAt === undefined ? undefined : parseInstant(o.clock.startAt),
    })
  } catch (e) {
    throw new EmulatorConfigError(`clock: ${(e as Error).message}`)
  }
}

/** The simulation, restored from the data file when it holds one (the clock resumes with it). */
function startSimulation(
  o: ResolvedOptions,
  options: EmulatorOptions,
  clock: EmulatorClock,
  stateFile: StateFile | undefined,
): Simulation {
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
  return sim
}

/** An HTTP server for `core`, listening on `host`:`port` (0: any free port). */
async function listen(core: EmulatorServer, host: string, port: number): Promise<Server> {
  const server: Server = createServer({ keepAliveTimeout: 5_000 }, core.handle)
  server.on('clientError', (err: NodeJS.ErrnoException, socket) =>
    EmulatorServer.answerClientError(err, socket as Socket),
  )
  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
  return server
}

/** Starts an emulator and resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const o = resolveOptions(options)
  const clock = startClock(o)
  const stateFile = options.dataFile
    ? new StateFile(options.dataFile, options.persistDebounceMs ?? 200)
    : undefined
  const sim = startSimulation(o, options, clock, stateFile)
  const log = new RequestLog()
  const core = new EmulatorServer({
    sim,
    clock,
    flaky: new FlakyTestStore(loadFlaky(options.flakyTests, clock.now())),
    faults: new FaultEngine(options.faults),
    log,
    token: o.token,
    loopback: isLoopbackHost(o.host),
    stateFile,
    apiKeys: checkApiKeys(options.apiKeys),
    latencyMs: o.latencyMs,
  })
  const server = await listen(core, o.host, o.port)
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
    flakyTests: core.flaky,
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
