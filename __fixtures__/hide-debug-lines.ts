/**
 * What the runner shows of a step's log with debug logging off: no `::debug::` lines. A library
 * running in this process writes them to stdout (@actions/glob logs every search through
 * @actions/core), and the gate runs in the tests' and the reliability run's own process: about
 * 7,000 lines in `npm test`'s output and 12,000 in the reliability run's, before anything else.
 * A write made only of `::debug::` lines is dropped, unless RUNNER_DEBUG is 1 (as on the runner);
 * every other write goes through as it came. Processes the tests start (the action, the CLI)
 * are not touched: their output is read whole, debug lines included.
 */

/** Anything with a `write` of text, as process.stdout is. */
interface Writable {
  write(chunk: string | Uint8Array, ...rest: unknown[]): boolean
}

const DEBUG_LINES = /^(?:::debug::[^\n]*(?:\r?\n|$))+$/
/** Marks a stream already filtered: jest runs the set-up once per test file in one worker. */
const FILTERED = Symbol.for('merge-queue-action.hideDebugLines')

/** Drops the writes to `stream` that hold nothing but `::debug::` lines (see above). */
export function hideDebugLines(stream: Writable = process.stdout): void {
  const marked = stream as Writable & { [FILTERED]?: true }
  if (process.env.RUNNER_DEBUG === '1' || marked[FILTERED]) return
  marked[FILTERED] = true
  const write = stream.write.bind(stream)
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (typeof chunk === 'string' && DEBUG_LINES.test(chunk)) {
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined
      callback?.()
      return true
    }
    return write(chunk, ...rest)
  }) as Writable['write']
}
