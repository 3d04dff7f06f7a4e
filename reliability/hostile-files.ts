/**
 * Hostile files: each file a user (or the runner) names that is not what it should be, run
 * through the bundled action (dist/index.js, as the runner starts it) and the command line
 * (dist/cli/index.js), with the outcome, exit code, wall time and peak memory (GNU time's maximum
 * resident set size) of each run. A run passes when it ends as expected, under 300 MiB; a SIGTERM
 * row also needs the process gone within a second of the signal. The files are made in a
 * temporary folder (the big ones sparse or written in chunks) and removed after.
 */
import { spawn } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseOutputFile, runnerEnv } from '../__fixtures__/runner-env.mjs'
import { ACTION_INPUTS, BRANCH, REPO, shaFor, startRig, type Rig } from './harness.js'

/** The peak a run may reach, in MiB. */
export const PEAK_MEMORY_BOUND_MIB = 300
/** How long after SIGTERM a run may take to end, in ms. */
export const SIGTERM_EXIT_BOUND_MS = 1000

const ACTION = resolve('dist/index.js')
const CLI = resolve('dist/cli/index.js')
const GNU_TIME = '/usr/bin/time'

/** One hostile file through one door. */
export interface HostileFileResult {
  door: 'action' | 'cli'
  /** What the file is. */
  name: string
  /** What the run must end in: `outcome` or `outcome/error-kind`, and the mode for an upload. */
  expected: string
  /** What it ended in, the same way. */
  got: string
  code: number | null
  /** Spawn to exit, ms. */
  ms: number
  /** SIGTERM to exit, ms (SIGTERM rows). */
  exitAfterSignalMs?: number
  /** Peak resident memory, MiB; undefined when GNU time is not installed. */
  peakMiB?: number
  ok: boolean
  problems: string[]
}

interface Case {
  name: string
  expected: string
  /** The targets file (an upload-targets run); absent for the event-payload and SIGTERM rows. */
  file?: (f: HostileFiles) => string
  /** GITHUB_EVENT_PATH instead of a well-formed payload. */
  eventPath?: string
  /** A wait, stopped by SIGTERM once the PR's first status is out. */
  sigterm?: boolean
  /** SIGTERM once the inputs' group starts: in the middle of reading the targets file. */
  sigtermInRead?: boolean
}

interface HostileFiles {
  dir: string
  nul300: string
  line300: string
  letters20: string
  labels20: string
  fifo: string
  directory: string
  jsonObject: string
}

const MiB = 1024 * 1024

const CASES: Case[] = [
  { name: 'targets file /dev/zero (never ends)', expected: 'error/input', file: () => '/dev/zero' },
  {
    name: 'targets file of 300 MB of NUL bytes',
    expected: 'error/input',
    file: (f) => f.nul300,
  },
  {
    name: 'targets file of 300 MB without a line break',
    expected: 'success ALL',
    file: (f) => f.line300,
  },
  {
    name: 'targets file of 20 MiB of one-letter lines (the costliest file read whole)',
    expected: 'success list',
    file: (f) => f.letters20,
  },
  { name: 'targets file a FIFO no one writes to', expected: 'error/input', file: (f) => f.fifo },
  { name: 'targets file a directory', expected: 'error/input', file: (f) => f.directory },
  {
    name: 'targets file holding a JSON object',
    expected: 'error/input',
    file: (f) => f.jsonObject,
  },
  { name: 'event payload /dev/zero', expected: 'success list', eventPath: '/dev/zero' },
  {
    name: 'SIGTERM while reading a 20 MB targets file (280,000 labels)',
    expected: 'error/cancelled',
    file: (f) => f.labels20,
    sigtermInRead: true,
  },
  { name: 'SIGTERM during a wait', expected: 'error/cancelled', sigterm: true },
]

/** Makes the files (the 300 MB ones: NULs sparse, the line written a MiB at a time). */
function makeFiles(): HostileFiles {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-hostile-files-'))
  const nul300 = join(dir, 'nul.txt')
  let fd = openSync(nul300, 'w')
  ftruncateSync(fd, 300 * MiB)
  closeSync(fd)
  const line300 = join(dir, 'one-line.txt')
  fd = openSync(line300, 'w')
  const chunk = Buffer.alloc(MiB, 'x')
  for (let i = 0; i < 300; i++) writeSync(fd, chunk)
  closeSync(fd)
  // Ten million lines: the most lines a file under the 20 MiB cap can hold, each indexed.
  const letters20 = join(dir, 'letters.txt')
  writeFileSync(letters20, 'a\n'.repeat(10 * MiB))
  // Labels of about 70 bytes, as a build tool prints them: 19.6 MB, a list that fits.
  const labels20 = join(dir, 'labels.txt')
  const labels: string[] = []
  for (let i = 0; i < 280_000; i++)
    labels.push(`//services/payments_area_${i % 97}/internal/package_${i}:target_${i}_test\n`)
  writeFileSync(labels20, labels.join(''))
  const fifo = join(dir, 'fifo')
  execFileSync('mkfifo', [fifo])
  const directory = join(dir, 'a-directory')
  mkdirSync(directory)
  const jsonObject = join(dir, 'object.json')
  writeFileSync(jsonObject, '{"a":1}\n')
  return { dir, nul300, line300, letters20, labels20, fifo, directory, jsonObject }
}

interface Spawned {
  /** Set when the watchdog killed the run, and why. */
  killedFor?: string
  code: number | null
  stdout: string
  stderr: string
  ms: number
  exitAfterSignalMs?: number
  peakMiB?: number
}

/**
 * Runs `node script` (under GNU time when it is installed); with `sigtermWhen`, sends SIGTERM to
 * the node process once its stdout or stderr matches.
 */
function spawnMeasured(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  sigtermWhen?: RegExp,
): Promise<Spawned> {
  const timed = existsSync(GNU_TIME)
  const rssFile = join(cwd, 'peak-rss')
  const command = timed ? GNU_TIME : process.execPath
  const argv = timed
    ? ['-f', '%M', '-o', rssFile, process.execPath, script, ...args]
    : [script, ...args]
  return new Promise((resolvePromise, reject) => {
    const started = Date.now()
    const child = spawn(command, argv, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let signalledAt: number | undefined
    const maybeSignal = () => {
      if (!sigtermWhen || signalledAt !== undefined || !sigtermWhen.test(stdout + stderr)) return
      signalledAt = Date.now()
      // GNU time does not pass signals on: the signal goes to node, its one child.
      const pid = timed ? childPidOf(child.pid as number) : child.pid
      if (pid) process.kill(pid, 'SIGTERM')
    }
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString()
      maybeSignal()
    })
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString()
      maybeSignal()
    })
    // A run that does not bound its memory (a stale dist/ reading /dev/zero) must not take the
    // machine with it: past twice the bound, or after 60 s, node is killed (GNU time passes
    // no signal on, so node itself) and the row fails.
    let killedFor: string | undefined
    const killNode = (why: string) => {
      killedFor ??= why
      const pid = timed ? childPidOf(child.pid as number) : child.pid
      if (pid) process.kill(pid, 'SIGKILL')
      child.kill('SIGKILL')
    }
    const guard = setTimeout(() => killNode('still running after 60 s'), 60_000)
    const watch = setInterval(() => {
      const pid = timed ? childPidOf(child.pid as number) : child.pid
      const rss = pid ? residentMiB(pid) : undefined
      if (rss !== undefined && rss > 2 * PEAK_MEMORY_BOUND_MIB)
        killNode(`over ${rss.toFixed(0)} MiB`)
    }, 100)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(guard)
      clearInterval(watch)
      const ended = Date.now()
      let peakMiB: number | undefined
      if (timed && existsSync(rssFile)) {
        const kb = Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop())
        if (Number.isFinite(kb)) peakMiB = kb / 1024
      }
      resolvePromise({
        code,
        stdout,
        // GNU time adds a line when the command was killed by a signal; the log is node's.
        stderr,
        ms: ended - started,
        exitAfterSignalMs: signalledAt === undefined ? undefined : ended - signalledAt,
        peakMiB,
        killedFor,
      })
    })
  })
}

/** The resident memory of `pid` now, MiB (Linux: /proc/<pid>/status), or undefined. */
function residentMiB(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : undefined
  } catch {
    return undefined
  }
}

/** The one child of `pid` (Linux: /proc/<pid>/task/<pid>/children). */
function childPidOf(pid: number): number | undefined {
  try {
    const first = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0]
    return first ? Number(first) : undefined
  } catch {
    return undefined
  }
}

/** `outcome`, `outcome/error-kind`, and the mode of an upload, from a run's outputs. */
function describeOutputs(o: Record<string, string>): string {
  const kind = o['error-kind'] ? `/${o['error-kind']}` : ''
  const mode = o['impacted-targets-mode'] ? ` ${o['impacted-targets-mode']}` : ''
  return `${o.outcome ?? '(none)'}${kind}${mode}`
}

const EXPECTED_CODES: Record<'action' | 'cli', Record<string, number>> = {
  action: { 'error/input': 1, success: 0, 'error/cancelled': 1 },
  cli: { 'error/input': 2, success: 0, 'error/cancelled': 130 },
}

/** Runs one case through the action as the runner starts it. */
async function runAction(
  c: Case,
  n: number,
  f: HostileFiles,
  rig: Rig,
): Promise<Spawned & { got: string }> {
  const dir = mkdtempSync(join(f.dir, 'action-'))
  const inputs: Record<string, string> = {}
  for (const [name, i] of Object.entries(ACTION_INPUTS)) {
    if (i.default !== undefined && !i.default.includes('${{')) inputs[name] = i.default
  }
  Object.assign(inputs, {
    'api-token': rig.token,
    'api-url': rig.url,
    'target-branch': BRANCH,
    'pr-number': String(n),
    'pr-sha': shaFor(n),
    ...(c.sigterm
      ? { command: 'wait', 'poll-interval-seconds': '30' }
      : c.file
        ? { command: 'upload-targets', 'impacted-targets-file': c.file(f) }
        : { command: 'upload-targets', 'impacted-targets': '//a' }),
  })
  const { env, files } = runnerEnv({
    dir,
    inputs,
    env: {
      GITHUB_API_URL: 'http://127.0.0.1:1',
      ...(c.eventPath ? { GITHUB_EVENT_PATH: c.eventPath } : {}),
    },
  })
  try {
    const r = await spawnMeasured(
      ACTION,
      [],
      env,
      dir,
      c.sigterm ? new RegExp(`PR #${n}`) : c.sigtermInRead ? /::group::Inputs/ : undefined,
    )
    return { ...r, got: describeOutputs(parseOutputFile(readFileSync(files.output, 'utf8'))) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs one case through the command line, as a CI job would. */
async function runCli(
  c: Case,
  n: number,
  f: HostileFiles,
  rig: Rig,
): Promise<Spawned & { got: string }> {
  const dir = mkdtempSync(join(f.dir, 'cli-'))
  const args = [
    c.sigterm ? 'wait' : 'upload-targets',
    '--repository',
    REPO,
    '--target-branch',
    BRANCH,
    '--pr-number',
    String(n),
    '--pr-sha',
    shaFor(n),
    '--api-url',
    rig.url,
    '--json',
    ...(c.sigterm
      ? ['--poll-interval-seconds', '30']
      : c.file
        ? ['--impacted-targets-file', c.file(f)]
        : ['--impacted-targets', '//a']),
  ]
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    TRUNK_API_TOKEN: rig.token,
    GITHUB_API_URL: 'http://127.0.0.1:1',
    NODE_COMPILE_CACHE: join(dir, 'compile-cache'),
    ...(c.eventPath
      ? {
          GITHUB_ACTIONS: 'true',
          GITHUB_REPOSITORY: REPO,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: c.eventPath,
        }
      : {}),
  }
  try {
    const r = await spawnMeasured(
      CLI,
      args,
      env,
      dir,
      c.sigterm ? new RegExp(`PR #${n}`) : c.sigtermInRead ? /== Inputs/ : undefined,
    )
    let outputs: Record<string, string> = {}
    try {
      outputs = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Record<string, string>
    } catch {
      // No outputs line: `got` says so.
    }
    return { ...r, got: describeOutputs(outputs) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs every case through both doors, one at a time (so each peak is its own). */
export async function runHostileFiles(): Promise<HostileFileResult[]> {
  const files = makeFiles()
  const rig = await startRig()
  const results: HostileFileResult[] = []
  let n = 300
  try {
    for (const c of CASES) {
      for (const door of ['action', 'cli'] as const) {
        n++
        await rig.submit(n)
        const r = await (door === 'action' ? runAction : runCli)(c, n, files, rig)
        const problems: string[] = r.killedFor ? [`killed: ${r.killedFor}`] : []
        if (r.got !== c.expected) problems.push(`ended ${r.got}, expected ${c.expected}`)
        const code = EXPECTED_CODES[door][c.expected.split(' ')[0] as string]
        if (r.code !== code) problems.push(`exit code ${r.code}, expected ${code}`)
        if (r.peakMiB !== undefined && r.peakMiB >= PEAK_MEMORY_BOUND_MIB)
          problems.push(`peak ${r.peakMiB.toFixed(0)} MiB`)
        if ((c.sigterm || c.sigtermInRead) && r.exitAfterSignalMs === undefined)
          problems.push('SIGTERM never sent')
        if (r.exitAfterSignalMs !== undefined && r.exitAfterSignalMs >= SIGTERM_EXIT_BOUND_MS)
          problems.push(`exit ${r.exitAfterSignalMs} ms after SIGTERM`)
        results.push({
          door,
          name: c.name,
          expected: c.expected,
          got: r.got,
          code: r.code,
          ms: r.ms,
          exitAfterSignalMs: r.exitAfterSignalMs,
          peakMiB: r.peakMiB,
          ok: problems.length === 0,
          problems,
        })
      }
    }
  } finally {
    await rig.close()
    rmSync(files.dir, { recursive: true, force: true })
  }
  return results
}
