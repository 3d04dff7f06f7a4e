/**
 * Measuring child processes: wall time from spawn to exit (process.hrtime) and peak resident
 * memory, read by GNU time (`/usr/bin/time -f %M`, the kernel's ru_maxrss of the process it
 * waited for: for a shell pipeline, of its largest process). Figures are medians of several
 * interleaved runs, with min and max, so one noisy run on a shared machine moves none of them.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const GNU_TIME = '/usr/bin/time'
const hasGnuTime = existsSync(GNU_TIME)

/** One run of a process. */
export interface ProcessRun {
  code: number | null
  stdout: string
  stderr: string
  /** Spawn to exit, ms. */
  ms: number
  /** When it exited ({@link nowMs}). */
  endedAt: number
  /** Peak RSS in bytes (undefined without GNU time). */
  peakRss?: number
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv
  cwd?: string
  /** Called with each chunk of stdout as it comes, with the time it came (hrtime ms). */
  onStdout?: (text: string, atMs: number) => void
  timeoutMs?: number
}

/** Milliseconds since an arbitrary origin, from the monotonic clock. */
export const nowMs = () => Number(process.hrtime.bigint()) / 1e6

let seq = 0

/** Runs `command args` once, measuring wall time and (with GNU time) peak RSS. */
export function runProcess(
  command: string,
  args: string[],
  o: SpawnOptions = {},
): Promise<ProcessRun> {
  const rssFile = join(tmpdir(), `mqa-bench-rss-${process.pid}-${seq++}`)
  const [cmd, argv] = hasGnuTime
    ? [GNU_TIME, ['-f', '%M', '-o', rssFile, command, ...args]]
    : [command, args]
  return new Promise((resolve, reject) => {
    const started = nowMs()
    const child = spawn(cmd, argv, {
      env: o.env ?? process.env,
      cwd: o.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => {
      const text = c.toString()
      stdout += text
      o.onStdout?.(stdout, nowMs())
    })
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const guard = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 120_000)
    child.on('error', reject)
    child.on('close', (code) => {
      const endedAt = nowMs()
      const ms = endedAt - started
      clearTimeout(guard)
      let peakRss: number | undefined
      if (hasGnuTime) {
        const kb = Number.parseInt(
          readFileSync(rssFile, 'utf8').trim().split('\n').at(-1) ?? '',
          10,
        )
        rmSync(rssFile, { force: true })
        if (Number.isFinite(kb)) peakRss = kb * 1024
      }
      resolve({ code, stdout, stderr, ms, endedAt, peakRss })
    })
  })
}

/** Median, min and max of a sample. */
export interface Stats {
  median: number
  min: number
  max: number
  n: number
}

export function stats(values: number[]): Stats {
  const v = [...values].sort((a, b) => a - b)
  if (v.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 }
  const mid = Math.floor(v.length / 2)
  const median =
    v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2
  return { median, min: v[0] as number, max: v.at(-1) as number, n: v.length }
}

/** `0.412 s (0.398–0.455)` and friends. */
export function fmtMs(s: Stats): string {
  if (s.n === 0) return 'n/a'
  const f = (ms: number) => (s.median >= 1000 ? (ms / 1000).toFixed(2) : ms.toFixed(0))
  return `${f(s.median)} ${s.median >= 1000 ? 's' : 'ms'} (${f(s.min)}–${f(s.max)})`
}

export function fmtMiB(s: Stats): string {
  if (s.n === 0 || Number.isNaN(s.median)) return 'n/a'
  const f = (b: number) => (b / 1048576).toFixed(0)
  return `${f(s.median)} MiB (${f(s.min)}–${f(s.max)})`
}

export function fmtRatio(r: number): string {
  return Number.isFinite(r) ? `${r.toFixed(2)}x` : 'n/a'
}

/** A seeded PRNG (mulberry32), so every run of the benchmark uses the same data and delays. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
