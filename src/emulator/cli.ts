#!/usr/bin/env node
/**
 * The emulator's command line: `merge-queue-emulator --port 8080 --token T` (the package's bin),
 * or `npm run --silent emulator -- ...` from a checkout. Prints exactly one
 * line on stdout first, `Emulator listening on http://127.0.0.1:PORT/v1`, so scripts can read the
 * URL; ends cleanly (exit 0, data file written) on SIGINT/SIGTERM. A bad flag exits 2 with a
 * one-line message naming it.
 */
import { readFileSync, realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { checkOutputPath, OutputPathProblem } from '../files/output-directory.js'
import { MAX_CLOCK_SPEED } from './simulation/clock.js'
import { FaultConfigSchema, type FaultConfig } from './faults/engine.js'
import {
  DEFAULT_EMULATOR_TOKEN,
  DEFAULT_TEST_DURATION_MS,
  DEFAULT_V2_API_KEY,
  MAX_LATENCY_MS,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from './index.js'
import { MIN_TOKEN_LENGTH, isLoopbackHost } from '../wire/index.js'
import { V2_PERMISSION_IDS } from '../wire/v2/index.js'
import { parseApiKeySpec } from './v2/index.js'

/** A command-line mistake; exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

/**
 * Every flag the command line accepts: how node:util's parseArgs reads it (it ignores `arg` and
 * `help`) and its line in --help.
 */
export const CLI_FLAGS = {
  host: {
    type: 'string',
    arg: 'HOST',
    help: 'address to listen on (default 127.0.0.1); beyond loopback needs --token and --api-key',
  },
  port: { type: 'string', arg: 'N', help: 'port, 0 for any free one (default 8080)' },
  token: {
    type: 'string',
    arg: 'T',
    help: `API token clients must send (default ${DEFAULT_EMULATOR_TOKEN})`,
  },
  speed: { type: 'string', arg: 'N', help: 'real-time clock at N times speed (default 1)' },
  'manual-clock': { type: 'boolean', help: 'clock moves only through POST /_control/clock' },
  'data-file': { type: 'string', arg: 'PATH', help: 'keep state in PATH across restarts' },
  'test-duration-seconds': {
    type: 'string',
    arg: 'N',
    help: `simulated CI time per test run (default ${DEFAULT_TEST_DURATION_MS / 1000})`,
  },
  'flaky-tests': {
    type: 'string',
    arg: 'FILE',
    help: 'flaky-tests data set (default: the shipped example)',
  },
  'flaky-seed': {
    type: 'string',
    arg: 'N',
    help: 'generate a flaky-tests data set (with --flaky-size)',
  },
  'flaky-size': { type: 'string', arg: 'N', help: 'size of the generated set (with --flaky-seed)' },
  faults: {
    type: 'string',
    arg: 'JSON|FILE',
    help: 'fault rules: {"rules":[...]} (loopback hosts only)',
  },
  'fault-seed': { type: 'string', arg: 'N', help: 'seed of the fault rates (default 0)' },
  'api-key': {
    type: 'string',
    multiple: true,
    arg: 'KEY=PERM,PERM',
    help: `a v2 API key (trunk_v2_…) and its permissions (${V2_PERMISSION_IDS.join(', ')}, all); repeatable (default ${DEFAULT_V2_API_KEY} with all)`,
  },
  'latency-ms': {
    type: 'string',
    arg: 'N',
    help: 'delay each /v1 and /v2 answer by N ms, as over a network (default 0)',
  },
  'v2-duplicate-submit': {
    type: 'boolean',
    help: 'answer 409 to a submit of a queued PR (v2 behaviour)',
  },
  help: { type: 'boolean', short: 'h', help: 'show this help' },
} as const satisfies Record<
  string,
  { type: 'string' | 'boolean'; arg?: string; short?: string; help: string; multiple?: boolean }
>

const flagLines = Object.entries(CLI_FLAGS).map(([name, f]) => {
  const spelled = `${'short' in f ? `-${f.short}, ` : ''}--${name}${'arg' in f ? ` ${f.arg}` : ''}`
  return `  ${spelled.padEnd(30)}${f.help}`
})

export const USAGE = `Usage: merge-queue-emulator [options]
   or: npm run --silent emulator -- [options]

Runs a local emulator of Trunk's v1 Merge Queue and Flaky Tests API. The first line on stdout is
"Emulator listening on <URL>"; the live view of the queues is at the origin of that URL.

${flagLines.join('\n')}
`

function integer(flag: string, value: string, min: number, max: number): number {
  const n = /^-?\d+$/.test(value.trim()) ? Number(value) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(
      `--${flag}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    )
  }
  return n
}

function positive(flag: string, value: string, max: number): number {
  const n = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN
  if (!(n > 0) || n > max) {
    throw new UsageError(
      `--${flag}: expected a number above 0 and at most ${max}, got ${JSON.stringify(value)}`,
    )
  }
  return n
}

/**
 * `--flag -1` as `--flag=-1` for flags that take a value, unless `-1` is itself a flag: parseArgs
 * refuses a value starting with a dash with three lines of advice, and the value's own check
 * says in one line what is expected (`--speed: expected a number above 0 ..., got "-1"`).
 */
function joinDashValues(argv: string[]): string[] {
  const takesValue = (arg: string) =>
    arg.startsWith('--') &&
    Object.hasOwn(CLI_FLAGS, arg.slice(2)) &&
    CLI_FLAGS[arg.slice(2) as keyof typeof CLI_FLAGS].type === 'string'
  const isFlag = (arg: string) =>
    arg === '-h' ||
    (arg.startsWith('--') && Object.hasOwn(CLI_FLAGS, arg.slice(2).split('=')[0] ?? ''))
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const next = argv[i + 1]
    if (takesValue(arg) && next?.startsWith('-') && !isFlag(next)) {
      out.push(`${arg}=${next}`)
      i++
    } else out.push(arg)
  }
  return out
}

/** The flags' values as parseArgs reads them. */
type FlagValues = ReturnType<
  typeof parseArgs<{ options: typeof CLI_FLAGS; strict: true }>
>['values']

/** Reads the arguments against {@link CLI_FLAGS}; parseArgs' refusals become one-line usage errors. */
function readFlags(argv: string[]): FlagValues {
  try {
    return parseArgs({
      args: joinDashValues(argv),
      options: CLI_FLAGS,
      strict: true,
      allowPositionals: false,
    }).values
  } catch (e) {
    const msg = (e as Error).message
    const flag = /'(-{1,2}[^']+)'/.exec(msg)?.[1]
    if (/Unknown option/.test(msg)) {
      throw new UsageError(`${flag ?? 'option'}: unknown flag (see --help)`)
    }
    // Left after joinDashValues only when another flag follows: the value is missing.
    if (/argument missing|argument is ambiguous/.test(msg)) {
      throw new UsageError(`${flag?.split(' ')[0] ?? 'option'}: expected a value after the flag`)
    }
    if (/positional/i.test(msg)) throw new UsageError(`unexpected argument: ${msg}`)
    throw new UsageError(msg)
  }
}

/** `--host`, `--port` and `--token`: where the emulator listens and what clients must send. */
function listenOptions(v: FlagValues, o: EmulatorOptions): void {
  if (v.host !== undefined) {
    if (!/^[A-Za-z0-9.:[\]-]+$/.test(v.host)) {
      throw new UsageError(
        `--host: expected an address such as 127.0.0.1, got ${JSON.stringify(v.host)}`,
      )
    }
    o.host = v.host
  }
  o.port = v.port === undefined ? 8080 : integer('port', v.port, 0, 65535)
  if (v.token !== undefined) {
    if (!/^[\x21-\x7e]{1,4096}$/.test(v.token)) {
      throw new UsageError(
        '--token: expected 1-4096 printable ASCII characters without spaces (value not shown)',
      )
    }
    if (v.token.length < MIN_TOKEN_LENGTH) {
      throw new UsageError(
        `--token: expected at least ${MIN_TOKEN_LENGTH} characters, got ${v.token.length}: the action and the merge-queue CLI refuse a shorter api-token, so no client could use it (value not shown)`,
      )
    }
    o.token = v.token
  }
}

/** `--speed`, `--manual-clock`, `--test-duration-seconds` and `--latency-ms`: how time runs. */
function timeOptions(v: FlagValues, o: EmulatorOptions): void {
  if (v['manual-clock'] && v.speed !== undefined) {
    throw new UsageError('--speed: cannot be combined with --manual-clock (pick one)')
  }
  o.clock = v['manual-clock']
    ? { mode: 'manual' }
    : {
        mode: 'real',
        speed: v.speed === undefined ? 1 : positive('speed', v.speed, MAX_CLOCK_SPEED),
      }
  if (v['test-duration-seconds'] !== undefined) {
    o.testDurationMs = Math.round(
      positive('test-duration-seconds', v['test-duration-seconds'], 30 * 86_400) * 1000,
    )
  }
  if (v['latency-ms'] !== undefined)
    o.latencyMs = integer('latency-ms', v['latency-ms'], 0, MAX_LATENCY_MS)
}

/** `--data-file`: where the state is kept across restarts. */
function dataFileOption(v: FlagValues, o: EmulatorOptions): void {
  if (v['data-file'] === undefined) return
  if (v['data-file'].trim() === '') throw new UsageError('--data-file: expected a file path')
  try {
    checkOutputPath(v['data-file'])
  } catch (e) {
    if (!(e instanceof OutputPathProblem)) throw e
    throw new UsageError(
      `--data-file: ${JSON.stringify(v['data-file'])} cannot be written (${e.message}); expected a file path in a writable directory on a disk`,
    )
  }
  o.dataFile = v['data-file']
}

/** `--flaky-tests`, or `--flaky-seed` with `--flaky-size`: the flaky-tests data set. */
function flakyOptions(v: FlagValues, o: EmulatorOptions): void {
  const seed = v['flaky-seed']
  const size = v['flaky-size']
  if (v['flaky-tests'] !== undefined && (seed !== undefined || size !== undefined)) {
    throw new UsageError(
      '--flaky-tests: cannot be combined with --flaky-seed/--flaky-size (pick a file or a generated set)',
    )
  }
  if ((seed === undefined) !== (size === undefined)) {
    throw new UsageError(
      `${seed === undefined ? '--flaky-seed' : '--flaky-size'}: required together with ${seed === undefined ? '--flaky-size' : '--flaky-seed'}`,
    )
  }
  if (seed !== undefined && size !== undefined) {
    o.flakyTests = {
      seed: integer('flaky-seed', seed, -(2 ** 31), 2 ** 32 - 1),
      size: integer('flaky-size', size, 0, 200_000),
    }
  }
  if (v['flaky-tests'] !== undefined) o.flakyTests = v['flaky-tests']
}

/** `--faults`, `--fault-seed`, `--v2-duplicate-submit` and `--api-key`: how the API answers. */
function answerOptions(v: FlagValues, o: EmulatorOptions): void {
  if (v.faults !== undefined) o.faults = readFaults(v.faults)
  if (v['fault-seed'] !== undefined) {
    if (!o.faults) throw new UsageError('--fault-seed: needs --faults')
    o.faults.seed = integer('fault-seed', v['fault-seed'], -(2 ** 31), 2 ** 32 - 1)
  }
  if (v['v2-duplicate-submit']) o.v2DuplicateSubmit = true
  if (v['api-key'] !== undefined) {
    o.apiKeys = v['api-key'].map((spec) => {
      try {
        return parseApiKeySpec(spec)
      } catch (e) {
        throw new UsageError(`--api-key: ${(e as Error).message}`)
      }
    })
  }
}

/** Turns the arguments into emulator options (or `help`); throws {@link UsageError}. */
export function parseCli(argv: string[]): EmulatorOptions | 'help' {
  const v = readFlags(argv)
  if (v.help) return 'help'
  const o: EmulatorOptions = {}
  listenOptions(v, o)
  timeOptions(v, o)
  dataFileOption(v, o)
  flakyOptions(v, o)
  answerOptions(v, o)
  refuseDefaultsBeyondLoopback(o)
  return o
}

/**
 * Beyond loopback the default token and v2 key are an open door: both are printed in --help and
 * the docs, so anyone who reaches the address could use them. Such a host needs credentials of
 * the user's own.
 */
function refuseDefaultsBeyondLoopback(o: EmulatorOptions): void {
  if (o.host === undefined || isLoopbackHost(o.host)) return
  const missing = [
    ...(o.token === undefined ? [`--token (the default "${DEFAULT_EMULATOR_TOKEN}")`] : []),
    ...(o.apiKeys === undefined ? [`--api-key (the default v2 key "${DEFAULT_V2_API_KEY}")`] : []),
  ]
  if (!missing.length) return
  throw new UsageError(
    `--host: ${JSON.stringify(o.host)} is not a loopback address, so anyone who reaches it could use the well-known default credentials; give ${missing.join(' and ')} of your own, or listen on 127.0.0.1`,
  )
}

function readFaults(value: string): FaultConfig {
  let text = value
  if (!value.trim().startsWith('{') && !value.trim().startsWith('[')) {
    try {
      text = readFileSync(value, 'utf8')
    } catch (e) {
      throw new UsageError(
        `--faults: expected JSON or a readable file, got ${JSON.stringify(value)} (${(e as Error).message})`,
      )
    }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new UsageError(`--faults: not valid JSON (${(e as Error).message})`)
  }
  if (Array.isArray(json)) json = { rules: json }
  const r = FaultConfigSchema.safeParse(json)
  if (!r.success) {
    const issue = r.error.issues[0]
    throw new UsageError(
      `--faults: expected {"rules":[...]}; ${issue?.path.join('.') || '(document)'} ${issue?.message}`,
    )
  }
  return r.data
}

/** Runs the command line; resolves with the exit code once the emulator has stopped. */
export async function main(argv: string[]): Promise<number> {
  let options: EmulatorOptions | 'help'
  try {
    options = parseCli(argv)
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`emulator: ${e.message}\n`)
      return 2
    }
    throw e
  }
  if (options === 'help') {
    process.stdout.write(USAGE)
    return 0
  }
  let emulator: RunningEmulator
  try {
    emulator = await startEmulator(options)
  } catch (e) {
    process.stderr.write(`emulator: ${(e as Error).message}\n`)
    return 1
  }
  // The signal handlers first: a script may send SIGINT as soon as it reads the URL line, and
  // without a handler that signal kills the process before the state is saved.
  const stopped = new Promise<number>((resolve) => {
    let stopping = false
    const stop = (signal: string) => {
      if (stopping) return
      stopping = true
      process.stderr.write(`emulator: ${signal}, stopping\n`)
      emulator.close().then(
        () => resolve(0),
        (e: unknown) => {
          process.stderr.write(`emulator: could not save state: ${(e as Error).message}\n`)
          resolve(1)
        },
      )
    }
    process.once('SIGINT', () => stop('SIGINT'))
    process.once('SIGTERM', () => stop('SIGTERM'))
  })
  process.stdout.write(`Emulator listening on ${emulator.url}\n`)
  process.stderr.write(startNotes(options, emulator))
  return stopped
}

/**
 * What the emulator tells a person on stderr after the URL line: the token, where each API is
 * (v1's URL for the organization token, v2's host root for a `trunk_v2_` key: the action refuses
 * a v2 `api-url` ending in /v2), the control API, and what a sped-up clock does to the time its
 * answers carry.
 */
export function startNotes(options: EmulatorOptions, emulator: RunningEmulator): string {
  const speed = options.clock?.mode === 'real' ? (options.clock.speed ?? 1) : 1
  const clock =
    options.clock?.mode === 'manual'
      ? 'manual clock (it moves only through POST /_control/clock)'
      : speed === 1
        ? 'real-time clock'
        : `clock sped up ${speed}x: emulated time, and the Date of every answer, runs ahead of this machine's clock by design, so a client that compares clocks will say the service's clock is ahead`
  return [
    `emulator: token ${options.token === undefined ? `"${DEFAULT_EMULATOR_TOKEN}" (default)` : 'as given'}`,
    `emulator: v1 api-url ${emulator.url} (with the token); v2 api-url ${emulator.v2Url} (the host root, with a trunk_v2_ key: v2's paths carry /v2 themselves)`,
    `emulator: control API at ${emulator.origin}/_control/; live view at ${emulator.origin}/`,
    `emulator: ${clock}${options.dataFile ? `; state in ${options.dataFile}` : ''}`,
    ...(options.latencyMs
      ? [`emulator: each /v1 and /v2 answer waits ${options.latencyMs} ms, as over a network`]
      : []),
  ]
    .map((l) => `${l}\n`)
    .join('')
}

/** True when `argv1` is this module: run directly, or through a bin link (npm links `bin` files). */
function isEntryPoint(argv1: string | undefined): boolean {
  if (!argv1) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(argv1)).href
  } catch {
    return false
  }
}

/** Runs the command line and sets the process's exit code (the bundle's `runEmulator` door). */
export function runEmulatorCommand(argv: string[]): void {
  main(argv).then(
    (code) => {
      process.exitCode = code
    },
    (e: unknown) => {
      process.stderr.write(`emulator: ${(e as Error).stack ?? String(e)}\n`)
      process.exitCode = 1
    },
  )
}

// Run when executed directly (`npm run emulator:dev`; not when imported by tests or the bundle).
if (isEntryPoint(process.argv[1])) runEmulatorCommand(process.argv.slice(2))
