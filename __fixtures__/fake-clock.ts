/**
 * A clock for retry tests: `sleep` records the wait and moves time forward at once, so tests
 * check the waits the client chose without spending them.
 */
import type { Clock } from '../src/client/index.js'

export interface RecordingClock extends Clock {
  /** Every wait the client asked for, in order (ms). */
  sleeps: number[]
}

export function recordingClock(random: () => number = () => 0.5): RecordingClock {
  let offset = 0
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => Date.now() + offset,
    random,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason
      sleeps.push(ms)
      offset += ms
      await Promise.resolve()
    },
  }
}
