/**
 * Reading one report file of any format the gate knows, in bounded memory: the file must be a
 * regular file (never a FIFO or a device, which could block or never end), hold no NUL byte
 * (no text report does), and its format is recognised from its first bytes (see
 * {@link detectFormat}). XML (JUnit, TRX) and Go's line stream are read as streams; a whole-
 * document JSON report (CTRF, Jest) is held at most {@link MAX_JSON_REPORT_BYTES}.
 */
import { constants } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { isAbsolute } from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { CancelledError } from '../../queue/index.js'
import { notRegularText } from '../../files/read-file.js'
import { workspacePath } from './files.js'
import { FORMAT_TABLE, FORMATS_TEXT, formatOfXmlRoot } from './formats/table.js'
import { ReportError, type ParsedReport, type ReportFormat } from './report.js'

export { FORMATS_TEXT }

/** The largest CTRF or Jest JSON report read (they are parsed whole). */
export const MAX_JSON_REPORT_BYTES = 256 * 1024 * 1024
const CHUNK_BYTES = 64 * 1024
// The longest first line read to tell a Go event from a one-line JSON document.
const GO_LINE_BYTES = 1024 * 1024

/**
 * The format of a report from its first characters (BOM and blanks skipped): XML by its root
 * element (`<testsuites>`/`<testsuite>`: JUnit, `<TestRun>`: TRX); a first line that is a JSON
 * object with an `Action`, or Go's text `FAIL`/`ok` line: `go test -json`; other JSON: `json`
 * (CTRF or Jest, told apart once parsed). Undefined: none of them. `more`: the head is too short
 * to tell.
 */
export function detectFormat(
  head: string,
  final = false,
): ReportFormat | 'json' | 'more' | undefined {
  let s = head.replace(/^\uFEFF/, '').trimStart()
  if (!s) return 'more'
  if (s.startsWith('<')) {
    // The prolog: declarations, comments and a DOCTYPE, skipped by scanning (a regular expression
    // for the DOCTYPE backtracked: 30 pairs of brackets in it took 3 s, each pair doubling it).
    for (;;) {
      const end = s.startsWith('<?')
        ? closeAfter(s, '?>', 2)
        : s.startsWith('<!--')
          ? closeAfter(s, '-->', 4)
          : s.startsWith('<!DOCTYPE')
            ? doctypeEnd(s)
            : -1
      if (end < 0) break
      s = s.slice(end).trimStart()
    }
    if (/^<(\?|!)/.test(s) || s === '') return 'more'
    const root = /^<([A-Za-z_][\w.:-]*)[\s/>]/.exec(s)
    if (!root) return s.length < 256 ? 'more' : undefined
    return formatOfXmlRoot(root[1] as string)
  }
  if (/^(FAIL|ok)\s+\S+/.test(s) || /^# \S+/.test(s)) return 'go-json'
  if (s.startsWith('{')) {
    const nl = s.indexOf('\n')
    // Go's events each start with one of these keys; Jest, vitest and CTRF documents never do.
    const goStart = /^\{\s*"(Time|Action|Package|ImportPath)"\s*:/.test(s)
    if (nl === -1) {
      // One line (jest and vitest write --json so): a document, unless it is Go's one event.
      if (!goStart) return 'json'
      if (!final && head.length < GO_LINE_BYTES) return 'more'
    }
    const first = (nl === -1 ? s : s.slice(0, nl)).trim()
    if (/^\{\s*"(Time|Action|Package|ImportPath)"\s*:/.test(first)) {
      try {
        const e = JSON.parse(first) as { Action?: unknown }
        if (typeof e.Action === 'string') return 'go-json'
      } catch {
        // a pretty-printed document's first line is not JSON on its own
      }
    }
    return 'json'
  }
  return undefined
}

/** The index after `close`, searched from `from`; -1 when it is not there. */
function closeAfter(s: string, close: string, from: number): number {
  const at = s.indexOf(close, from)
  return at < 0 ? -1 : at + close.length
}

/**
 * The index after the `>` that ends the DOCTYPE `s` starts with, or -1 when it does not end in
 * `s`: quoted literals and the internal subset (`[...]`, up to its first `]` outside quotes) may
 * hold a `>`. One pass, whatever the text.
 */
function doctypeEnd(s: string): number {
  let quote = ''
  let subset = false
  for (let i = '<!DOCTYPE'.length; i < s.length; i++) {
    const c = s[i] as string
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (subset) {
      if (c === ']') subset = false
    } else if (c === '[') subset = true
    else if (c === '>') return i + 1
  }
  return -1
}

/** How a report is read. */
export interface ReadOptions {
  /** The team says this report shows failures outside test cases (a `complete:` line). */
  showsOutside?: boolean
  /** The cap of a whole-document JSON report (default {@link MAX_JSON_REPORT_BYTES}). */
  maxJsonBytes?: number
  /** Aborted when the job is cancelled: reading stops before the next chunk. */
  signal?: AbortSignal
  /**
   * Called when a failing test is read: by JUnit's reader as it reads one (see
   * ReadContext.onFailure), and for every format once the report is read.
   */
  onFailure?: () => void
}

/** Reads one report file, of any format the gate knows (see the module comment). */
export async function readReport(
  file: string,
  workspace: string,
  options: ReadOptions = {},
): Promise<ParsedReport> {
  const shown = workspacePath(file, workspace)
  const chunks = readChunks(file, shown, options.signal)
  let head = ''
  let format: ReturnType<typeof detectFormat> = 'more'
  const buffered: string[] = []
  for (;;) {
    const next = await chunks.next()
    if (next.done) break
    buffered.push(next.value)
    head += next.value
    format = detectFormat(head.slice(0, 1024 * 1024))
    if (format !== 'more' || head.length > 1024 * 1024) break
  }
  if (format === 'more') {
    const last = detectFormat(head, true)
    format = last === 'more' ? undefined : last
  }
  if (format === undefined) {
    await chunks.return(undefined)
    throw new ReportError(
      shown,
      head.trim() ? `is not a test report the gate reads (${FORMATS_TEXT})` : 'is empty',
    )
  }
  // Closing the file even when the reader stops while the buffered head is still being fed.
  const rest = async function* () {
    try {
      yield* buffered
      yield* chunks
    } finally {
      await chunks.return(undefined)
    }
  }
  const parsed = await readAs(format as ReportFormat | 'json', rest(), shown, workspace, options)
  if (parsed.failures.length) options.onFailure?.()
  if (options.showsOutside) parsed.showsOutside = true
  for (const t of [...parsed.failures, ...parsed.passedOnRetry])
    if (t.file !== undefined) t.file = inWorkspace(t.file, workspace)
  return parsed
}

/**
 * A test's file as Trunk's `file_path` would give it: an absolute path inside the workspace made
 * relative to it (`/` separators); any other path as the report gives it.
 */
export function inWorkspace(file: string, workspace: string): string {
  return isAbsolute(file) ? workspacePath(file, workspace) : file
}

async function readAs(
  format: ReportFormat | 'json',
  text: AsyncIterable<string>,
  shown: string,
  workspace: string,
  options: ReadOptions,
): Promise<ParsedReport> {
  const ctx = { shown, workspace, onFailure: options.onFailure }
  const read = format === 'json' ? undefined : FORMAT_TABLE[format].read
  if (read) return read(text, ctx)
  const max = options.maxJsonBytes ?? MAX_JSON_REPORT_BYTES
  const parts: string[] = []
  let size = 0
  for await (const t of text) {
    size += Buffer.byteLength(t)
    if (size > max)
      throw new ReportError(
        shown,
        `is a JSON report over ${max} bytes; the gate reads JSON reports of at most that size`,
      )
    parts.push(t)
  }
  let doc: unknown
  try {
    doc = JSON.parse(parts.join('').replace(/^\uFEFF/, ''))
  } catch (e) {
    throw new ReportError(shown, `is not valid JSON (${(e as Error).message})`)
  }
  for (const row of Object.values(FORMAT_TABLE))
    if (row.detection.kind === 'json' && row.detection.is(doc)) return row.detection.read(doc, ctx)
  throw new ReportError(
    shown,
    `is JSON but neither CTRF ({"results":{"tests":[...]}}) nor Jest --json output ({"numTotalTests":…,"testResults":[...]})`,
  )
}

/** Throws the run's cancellation when `signal` is aborted (a job cancelled mid-parse). */
function cancelled(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return
  const reason = signal.reason instanceof Error ? signal.reason.message : ''
  throw new CancelledError('check-test-results', reason || 'the job was cancelled')
}

/**
 * The file's text, 64 KiB at a time, refusing what is not a regular file and any NUL byte.
 * Opened non-blocking, so a FIFO never stalls the open.
 */
async function* readChunks(
  file: string,
  shown: string,
  signal?: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  cancelled(signal)
  let fh: FileHandle
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (e) {
    throw new ReportError(shown, `cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`)
  }
  try {
    const st = await fh.stat()
    if (!st.isFile())
      throw new ReportError(
        shown,
        `${notRegularText(st)}; reports are read from regular files only`,
      )
    const decoder = new StringDecoder('utf8')
    // Two buffers: the next piece is read while the reader parses this one, as a stream's
    // read-ahead does (one read at a time, so the file is never read out of order).
    let buf = Buffer.allocUnsafe(CHUNK_BYTES)
    let spare = Buffer.allocUnsafe(CHUNK_BYTES)
    let offset = 0
    const readAt = (into: Buffer, position: number): Promise<number> => {
      const read = fh.read(into, 0, CHUNK_BYTES, position).then(
        (r) => r.bytesRead,
        (e: unknown) => {
          throw new ReportError(shown, `cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`)
        },
      )
      // Handled when awaited; a read that fails while the reader is elsewhere is not unhandled.
      read.catch(() => {})
      return read
    }
    let next: Promise<number> | undefined = readAt(buf, 0)
    try {
      for (;;) {
        cancelled(signal)
        const n = await next
        next = undefined
        if (n === 0) break
        const nul = buf.subarray(0, n).indexOf(0)
        if (nul !== -1)
          throw new ReportError(
            shown,
            `holds a NUL byte (at byte ${offset + nul}); a test report is text, this is not one`,
          )
        offset += n
        const t = decoder.write(buf.subarray(0, n))
        ;[buf, spare] = [spare, buf]
        next = readAt(buf, offset)
        if (t) yield t
      }
    } finally {
      // A read still in flight ends before the file is closed (its outcome is not wanted).
      await next?.catch(() => {})
    }
    const t = decoder.end()
    if (t) yield t
  } finally {
    await fh.close()
  }
}
