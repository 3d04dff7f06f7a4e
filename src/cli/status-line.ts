/**
 * `wait`'s progress on a terminal: one status line rewritten in place as the PR moves, with the
 * time waited; warnings and other lasting lines are printed above it. Off a terminal (a CI log, a
 * file, a pipe) every line is printed as is, one after another, with no control characters.
 */

/** The stream the lines go to (stderr). */
export interface StatusStream {
  write(text: string): unknown
  columns?: number
}

/** The status line of a run. */
export interface StatusLine {
  /** Replaces the status (on a terminal) or prints it (elsewhere). */
  update(text: string): void
  /** Prints a line that stays, above the status. */
  print(text: string): void
  /** Ends the status: the last one stays on its own line. */
  done(): void
}

/** Clears the terminal line the cursor is on and returns to its start. */
const CLEAR_LINE = '\r\u001b[2K'

/** The status text: the time waited and the latest progress line, cut to the terminal width. */
export function formatStatus(text: string, elapsedMs: number, columns = 80): string {
  const s = Math.floor(elapsedMs / 1000)
  const clock = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
  const line = `[${clock}] ${text.replace(/\s+/g, ' ').trim()}`
  // A terminal that reports no size (0 columns, as a pseudo-terminal may) gets 80.
  const width = columns > 0 ? Math.max(20, columns - 1) : 79
  return line.length > width ? `${line.slice(0, width - 1)}…` : line
}

/**
 * A status line on `stream`: live (rewritten in place) when `live`, else plain lines.
 * `now` gives the time in ms (the waited time counts from the first call).
 */
export function createStatusLine(
  stream: StatusStream,
  live: boolean,
  now: () => number = Date.now,
): StatusLine {
  const started = now()
  let shown = false
  if (!live) {
    return {
      update: (text) => stream.write(`${text}\n`),
      print: (text) => stream.write(`${text}\n`),
      done: () => {},
    }
  }
  let current = ''
  return {
    update(text) {
      current = formatStatus(text, now() - started, stream.columns)
      stream.write(`${CLEAR_LINE}${current}`)
      shown = true
    },
    print(text) {
      stream.write(`${shown ? CLEAR_LINE : ''}${text}\n${shown ? current : ''}`)
    },
    done() {
      if (shown) stream.write('\n')
      shown = false
    },
  }
}
