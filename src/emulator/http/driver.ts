/**
 * The clock's hold on the simulation: every request first brings the simulation up to the
 * emulator's clock; a change schedules a write of the data file; in real-time mode a timer
 * wakes at the next simulated event so state moves without requests.
 */
import { iso, type EmulatorClock } from '../simulation/clock.js'
import type { StateDocument, StateFile } from '../persistence/state-file.js'
import type { Simulation } from '../simulation/simulation.js'

/** Drives a simulation by a clock and saves it when it changes. */
export class SimulationDriver {
  private timer: NodeJS.Timeout | undefined
  private readonly delayed = new Set<NodeJS.Timeout>()
  private savedVersion: number
  private closed = false

  constructor(
    private readonly sim: Simulation,
    private readonly clock: EmulatorClock,
    private readonly stateFile?: StateFile,
  ) {
    this.savedVersion = sim.version
  }

  /** True once {@link close} was called. */
  get isClosed(): boolean {
    return this.closed
  }

  /** Brings the simulation up to the clock, runs `fn`, then saves and re-arms the timer. */
  transact<T>(fn: () => T): T {
    this.sim.advanceTo(this.clock.now())
    try {
      return fn()
    } finally {
      this.afterChange()
    }
  }

  /** The document the data file holds. */
  stateDocument(): StateDocument {
    return {
      format: 'merge-queue-emulator-state',
      version: 1,
      savedAt: iso(this.sim.now),
      clock: { now: this.sim.now, mode: this.clock.mode, speed: this.clock.speed },
      simulation: this.sim.toSnapshot(),
    }
  }

  /** Brings the simulation up to the clock, saves if it changed, re-arms the timer. */
  sync(): void {
    if (this.closed) return
    this.sim.advanceTo(this.clock.now())
    this.afterChange()
  }

  /** Saves if the simulation changed and re-arms the timer. */
  afterChange(): void {
    if (this.stateFile && this.sim.version !== this.savedVersion) {
      this.savedVersion = this.sim.version
      this.stateFile.schedule(() => this.stateDocument())
    }
    this.armTimer()
  }

  /** In real-time mode, wakes up at the next simulated event so state moves without requests. */
  private armTimer(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    if (this.closed || this.clock.mode !== 'real') return
    const next = this.sim.nextEventTime()
    if (next === undefined) return
    const delay = Math.min(2 ** 31 - 1, Math.ceil(this.clock.realDelayUntil(next)) + 1)
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.sync()
    }, delay)
    this.timer.unref()
  }

  /** Waits `ms` of real time (a slow-headers fault); false when the server closed meanwhile. */
  async delay(ms: number): Promise<boolean> {
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        this.delayed.delete(t)
        resolve()
      }, ms)
      this.delayed.add(t)
    })
    return !this.closed
  }

  /** Stops the timers and writes the data file one last time. */
  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    for (const t of this.delayed) clearTimeout(t)
    this.delayed.clear()
    if (this.stateFile) await this.stateFile.flush(() => this.stateDocument())
  }
}
