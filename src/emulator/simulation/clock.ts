/**
 * The emulator's clock: real time scaled by a speed factor, or manual (advanced only through the
 * control API). Every timestamp the emulator emits comes from here, so a test that drives the
 * clock by hand sees the same times in every response.
 */

/** How the emulator's clock runs. */
export type ClockMode = 'real' | 'manual'

/** Clock settings of {@link EmulatorClock}. */
export interface ClockOptions {
  /** `real`: wall-clock time times `speed`; `manual`: time moves only when advanced. */
  mode: ClockMode
  /** Emulated milliseconds per real millisecond in `real` mode (default 1). */
  speed?: number
  /** Where the clock starts: an ISO date-time or epoch milliseconds (default: the wall clock). */
  startAt?: string | number
}

/** Largest speed factor accepted: a simulated day per real second is plenty. */
export const MAX_CLOCK_SPEED = 100_000

/** A clock whose time is emulator time in epoch milliseconds. */
export class EmulatorClock {
  private modeValue: ClockMode
  private speedValue: number
  /** Emulator time at the anchor. */
  private anchorEmu: number
  /** Wall-clock time at the anchor (real mode). */
  private anchorReal: number

  constructor(
    options: ClockOptions,
    private readonly wallClock: () => number = Date.now,
  ) {
    this.modeValue = options.mode
    this.speedValue = checkSpeed(options.speed ?? 1)
    this.anchorReal = wallClock()
    this.anchorEmu = options.startAt === undefined ? this.anchorReal : parseInstant(options.startAt)
  }

  get mode(): ClockMode {
    return this.modeValue
  }

  get speed(): number {
    return this.speedValue
  }

  /** Emulator time now, in epoch milliseconds (whole). */
  now(): number {
    if (this.modeValue === 'manual') return this.anchorEmu
    return Math.floor(this.anchorEmu + (this.wallClock() - this.anchorReal) * this.speedValue)
  }

  /** Real milliseconds until emulator time `at` (Infinity in manual mode). */
  realDelayUntil(at: number): number {
    if (this.modeValue === 'manual') return Infinity
    return Math.max(0, (at - this.now()) / this.speedValue)
  }

  /** Changes mode and/or speed, keeping the current emulator time. */
  configure(change: { mode?: ClockMode; speed?: number }): void {
    const now = this.now()
    if (change.speed !== undefined) this.speedValue = checkSpeed(change.speed)
    if (change.mode !== undefined) this.modeValue = change.mode
    this.anchorEmu = now
    this.anchorReal = this.wallClock()
  }

  /** Moves emulator time forward by `ms` (both modes); returns the new time. */
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError('advance must be a non-negative number')
    this.anchorEmu = this.now() + Math.floor(ms)
    this.anchorReal = this.wallClock()
    return this.anchorEmu
  }

  /** Sets emulator time to exactly `at` (a saved state resumed on a manual clock). */
  setTime(at: number): void {
    this.anchorEmu = Math.floor(at)
    this.anchorReal = this.wallClock()
  }

  /** Sets emulator time to at least `at` (used when a saved state is loaded). */
  resumeAt(at: number): void {
    if (at > this.now()) {
      this.anchorEmu = at
      this.anchorReal = this.wallClock()
    }
  }
}

function checkSpeed(speed: number): number {
  if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_CLOCK_SPEED) {
    throw new RangeError(`speed must be a number above 0 and at most ${MAX_CLOCK_SPEED}`)
  }
  return speed
}

/** Epoch milliseconds of an ISO date-time or a number; throws a RangeError when invalid. */
export function parseInstant(value: string | number): number {
  const ms = typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(ms)) throw new RangeError(`not a date-time: ${JSON.stringify(value)}`)
  return Math.floor(ms)
}

const isoCache = new Map<number, string>()

/**
 * ISO 8601 with milliseconds and `Z`, the service's format. The same instants (a PR's
 * stateChangedAt, the clock's now) are written over and over, so the strings are remembered.
 */
export function iso(ms: number): string {
  let s = isoCache.get(ms)
  if (s === undefined) {
    if (isoCache.size >= 4096) isoCache.clear()
    s = new Date(ms).toISOString()
    isoCache.set(ms, s)
  }
  return s
}
