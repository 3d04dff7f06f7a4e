/** metrics' words (its summary's are in summary.ts). */
import { Inputs } from '../../inputs/constants.js'

/** The metrics were read, but the file asked for could not be written. */
export function notWritten(file: string, code: string): string {
  return `The metrics were read, but ${Inputs.MetricsFile} ${JSON.stringify(file)} could not be written (${code}); check that its directory is writable.`
}

/** The Prometheus text was written. */
export function written(bytes: number, path: string): string {
  return `Wrote ${bytes} bytes of Prometheus text to ${path}.`
}

/** What was read. */
export function readLine(samples: number, queues: number): string {
  return `Read ${samples} samples for ${queues} queue(s).`
}
