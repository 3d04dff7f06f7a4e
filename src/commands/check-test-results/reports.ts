/**
 * Reading one report file of any format the gate knows, in bounded memory: the file must be a
 * regular file (never a FIFO or a device, which could block or never end), be text of the
 * encoding it says (encoding.ts) and hold no NUL character (no text report does). Its first
 * characters choose the family's base reader (XML, a JSON document, or a stream of lines), and a
 * row of the format table must prove the file is of its format (formats/table.ts): what no row
 * proves is refused, naming what it looks like.
 * XML and line streams are read as streams; a JSON document is held at most
 * {@link MAX_JSON_REPORT_BYTES}.
 */
import { constants } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { isAbsolute } from 'node:path'
import { CancelledError } from '../../queue/index.js'
import { encodingOf, ReportDecoder } from './encoding.js'
import { notRegularText } from '../../files/read-file.js'
import { workspacePath } from './files.js'
import type { ReadContext, ReportReader } from './formats/format.js'
import { JsonDocumentReport, MAX_JSON_REPORT_BYTES } from './formats/json.js'
import { LineReport } from './formats/lines.js'
import { FORMAT_TABLE, rowsOf, type ReportFormat } from './formats/table.js'
import { XmlReport } from './formats/xml.js'
import { ReportError, UnprovedReport, type ParsedReport } from './report.js'
import { emptyText, notProvedText } from './words.js'

export { MAX_JSON_REPORT_BYTES }

const CHUNK_BYTES = 64 * 1024
/** The most text read to find the first line before the family is chosen. */
const HEAD_CHARS = 1024 * 1024

/** A report as the gate read it: what it holds, and the format that proved and read it. */
export type ReadReport = ParsedReport & { format: ReportFormat }

/** Which base reader a file's first characters call for. */
export type Family =
  { family: 'xml' } | { family: 'json' } | { family: 'lines'; format: ReportFormat }

/**
 * The family of a report from its first characters (BOM and blanks skipped): `<` is XML (its
 * root decides the format), a first line a line-stream row proves is that stream, `{` or `[` a
 * JSON document (parsed whole, then proved). `more`: the head is too short to tell (`final`: no
 * more will come, which the caller says once the file ends or the head is 1 MiB). Anything else
 * is an {@link UnprovedReport}.
 */
export function sniff(head: string, final = false): Family | 'more' {
  // trimStart skips a byte-order mark (U+FEFF is white space to it) as it skips blanks.
  const s = head.trimStart()
  if (!s) {
    if (final) throw new UnprovedReport({ kind: 'empty' })
    return 'more'
  }
  if (s.startsWith('<')) return { family: 'xml' }
  const nl = s.indexOf('\n')
  if (nl === -1 && !final) return 'more'
  const first = nl === -1 ? s : s.slice(0, nl)
  for (const [format, row] of rowsOf('lines'))
    if (row.reading.family === 'lines' && row.reading.proves(first))
      return { family: 'lines', format }
  if (s.startsWith('{') || s.startsWith('[')) return { family: 'json' }
  throw new UnprovedReport({ kind: 'text', firstLine: first.trim().slice(0, 120) })
}

/** How a report is read. */
export interface ReadOptions {
  /** The team says this report shows failures outside test cases (a `complete:` line). */
  showsOutside?: boolean
  /** The cap of a whole-document JSON report (default {@link MAX_JSON_REPORT_BYTES}). */
  maxJsonBytes?: number
  /** A report that holds no test is read as empty, not refused (allow-empty-test-results). */
  allowEmpty?: boolean
  /** Aborted when the job is cancelled: reading stops before the next chunk. */
  signal?: AbortSignal
  /**
   * Called when a failing test is read: by JUnit's reader as it reads one (see
   * ReadContext.onFailure), and for every format once the report is read.
   */
  onFailure?: () => void
}

/** The base reader of a family. */
function familyReader(
  f: Family,
  ctx: ReadContext,
  options: ReadOptions,
): ReportReader<ReportFormat> {
  if (f.family === 'xml') return new XmlReport(ctx, rowsOf('xml'))
  if (f.family === 'json') return new JsonDocumentReport(ctx, rowsOf('json'), options.maxJsonBytes)
  const row = FORMAT_TABLE[f.format]
  if (row.reading.family !== 'lines') throw new Error(`${f.format} is not a line stream`)
  return new LineReport(f.format, `line of ${row.label}`, row.reading.reader(ctx), ctx.shown)
}

/** Reads one report file, of any format the gate knows (see the module comment). */
export async function readReport(
  file: string,
  workspace: string,
  options: ReadOptions = {},
): Promise<ReadReport> {
  const shown = workspacePath(file, workspace)
  const chunks = readChunks(file, shown, options.signal)
  try {
    const ctx: ReadContext = { shown, workspace, onFailure: options.onFailure }
    const head: string[] = []
    let family: Family | 'more' = 'more'
    for (let size = 0; family === 'more';) {
      const next = await chunks.next()
      if (!next.done) head.push(next.value)
      size += next.done ? 0 : next.value.length
      family = sniff(head.join(''), next.done === true || size >= HEAD_CHARS)
    }
    const reader = familyReader(family, ctx, options)
    for (const t of head) reader.write(t)
    for await (const t of chunks) reader.write(t)
    return finished(reader, workspace, options)
  } catch (e) {
    throw e instanceof UnprovedReport ? new ReportError(shown, notProvedText(e.evidence)) : e
  } finally {
    await chunks.return(undefined)
  }
}

/** Reads one report held in a string (as {@link readReport} reads a file of it). */
export function parseReport(
  text: string,
  shown: string,
  options: ReadOptions & { workspace?: string } = {},
): ReadReport {
  const workspace = options.workspace ?? ''
  try {
    const family = sniff(text, true) as Family
    const reader = familyReader(family, { shown, workspace, onFailure: options.onFailure }, options)
    reader.write(text)
    return finished(reader, workspace, options)
  } catch (e) {
    throw e instanceof UnprovedReport ? new ReportError(shown, notProvedText(e.evidence)) : e
  }
}

// The report a reader read, its paths in the workspace and its failures announced; a report
// that holds nothing at all is refused unless empty reports are expected.
function finished(
  reader: ReportReader<ReportFormat>,
  workspace: string,
  options: ReadOptions,
): ReadReport {
  const { format, report } = reader.end()
  if (!options.allowEmpty && holdsNothing(report))
    throw new ReportError(report.report, emptyText(FORMAT_TABLE[format].label))
  if (report.failures.length) options.onFailure?.()
  if (options.showsOutside) report.showsOutside = true
  for (const t of [...report.failures, ...report.passedOnRetry])
    if (t.file !== undefined) t.file = inWorkspace(t.file, workspace)
  return { ...report, format }
}

/** No test case, no failure outside tests, no count: nothing the gate could judge. */
export function holdsNothing(r: ParsedReport): boolean {
  return (
    r.tests === 0 &&
    r.failures.length === 0 &&
    r.passedOnRetry.length === 0 &&
    r.outside.length === 0 &&
    r.countMismatches.length === 0
  )
}

/**
 * A test's file as Trunk's `file_path` would give it: an absolute path inside the workspace made
 * relative to it (`/` separators); any other path as the report gives it.
 */
export function inWorkspace(file: string, workspace: string): string {
  return isAbsolute(file) && workspace ? workspacePath(file, workspace) : file
}

/** Throws the run's cancellation when `signal` is aborted (a job cancelled mid-parse). */
function cancelled(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return
  const reason = signal.reason instanceof Error ? signal.reason.message : ''
  throw new CancelledError('check-test-results', reason || 'the job was cancelled')
}

/** Opens a report non-blocking (a FIFO never stalls the open) and refuses what is not a file. */
async function openRegular(file: string, shown: string): Promise<FileHandle> {
  let fh: FileHandle
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (e) {
    throw new ReportError(shown, `cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`)
  }
  const st = await fh.stat().catch(async (e: unknown) => {
    await fh.close()
    throw e
  })
  if (st.isFile()) return fh
  await fh.close()
  throw new ReportError(shown, `${notRegularText(st)}; reports are read from regular files only`)
}

/**
 * The file's text, 64 KiB at a time, decoded as its encoding says (encoding.ts), refusing what
 * is not a regular file and any NUL character. Two buffers: the next piece is read while the
 * reader parses this one, as a stream's read-ahead does (one read at a time, so the file is never
 * read out of order).
 */
async function* readChunks(
  file: string,
  shown: string,
  signal?: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  cancelled(signal)
  const fh = await openRegular(file, shown)
  try {
    let decoder: ReportDecoder | undefined
    let chars = 0
    const text = (piece: string): string => {
      const nul = piece.indexOf('\u0000')
      if (nul !== -1)
        throw new ReportError(
          shown,
          `holds a NUL character (character ${chars + nul}); a test report is text, this is not one`,
        )
      chars += piece.length
      return piece
    }
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
        decoder ??= new ReportDecoder(encodingOf(buf.subarray(0, n), shown), shown)
        offset += n
        const t = text(decoder.write(buf.subarray(0, n)))
        ;[buf, spare] = [spare, buf]
        next = readAt(buf, offset)
        if (t) yield t
      }
    } finally {
      // A read still in flight ends before the file is closed (its outcome is not wanted).
      await next?.catch(() => {})
    }
    const t = decoder ? text(decoder.end()) : ''
    if (t) yield t
  } finally {
    await fh.close()
  }
}
