/**
 * stdout carries the outputs and nothing else (`--json` is one JSON object a script parses). A
 * library may still write there: @actions/glob logs through @actions/core, which prints workflow
 * commands (`::debug::...`) on stdout. The guard takes stdout's writer for the tool's own use and
 * sends every other write to stderr, as a log line: `::debug::` lines only with --debug, other
 * workflow commands as `warning: ...`, `error: ...`.
 */

/** Anything with a `write` of text, as process.stdout and process.stderr are. */
interface Writable {
  write(chunk: string | Uint8Array, ...rest: unknown[]): boolean
}

/** A library's line for the log: undefined when it is a debug line and debug is off. */
export function libraryLine(line: string, debug: boolean): string | undefined {
  const m = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
  if (!m) return line
  const [, command, message] = m as unknown as [string, string, string]
  if (command === 'debug') return debug ? `debug: ${message}` : undefined
  if (command === 'warning' || command === 'error' || command === 'notice')
    return `${command}: ${message}`
  return undefined
}

/**
 * Redirects `stdout.write` to `stderr` (filtered by {@link libraryLine}) and returns the original
 * writer, for the tool's outputs only.
 */
export function guardStdout(
  stdout: Writable,
  stderr: Writable,
  debug: boolean,
): (text: string) => boolean {
  const own = stdout.write.bind(stdout) as (text: string) => boolean
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    const lines = text.split('\n')
    if (lines.at(-1) === '') lines.pop()
    const kept = lines.map((l) => libraryLine(l, debug)).filter((l) => l !== undefined)
    if (kept.length) stderr.write(`${kept.join('\n')}\n`)
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as Writable['write']
  return own
}
