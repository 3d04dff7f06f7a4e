/**
 * The JSON document base: a report that is one JSON document (Jest's and vitest's `--json`,
 * CTRF) is held whole, at most {@link MAX_JSON_REPORT_BYTES}, parsed once, and read by the first
 * row whose reading proves the parsed document; a document no row proves is refused, naming what
 * it looks like (its top-level keys).
 */
import { ReportError, UnprovedReport, type ParsedReport } from '../report.js'
import type { ReadContext, ReportReader, Rows } from './format.js'

/** The largest JSON document read (it is parsed whole). */
export const MAX_JSON_REPORT_BYTES = 256 * 1024 * 1024

/** Reads one JSON document report of any JSON format among `rows`. */
export class JsonDocumentReport<F extends string> implements ReportReader<F> {
  private readonly parts: string[] = []
  private size = 0

  constructor(
    private readonly ctx: ReadContext,
    private readonly rows: Rows<F>,
    private readonly maxBytes = MAX_JSON_REPORT_BYTES,
  ) {}

  write(text: string): void {
    this.size += Buffer.byteLength(text)
    if (this.size > this.maxBytes)
      throw new ReportError(
        this.ctx.shown,
        `is a JSON report over ${this.maxBytes} bytes; the gate reads JSON reports of at most that size`,
      )
    this.parts.push(text)
  }

  end(): { format: F; report: ParsedReport } {
    let doc: unknown
    try {
      doc = JSON.parse(this.parts.join('').replace(/^\uFEFF/, ''))
    } catch (e) {
      throw new ReportError(this.ctx.shown, `is not valid JSON (${(e as Error).message})`)
    }
    this.parts.length = 0
    for (const [format, row] of this.rows) {
      const r = row.reading
      if (r.family === 'json' && r.proves(doc)) return { format, report: r.read(doc, this.ctx) }
    }
    throw new UnprovedReport(
      typeof doc === 'object' && doc !== null && !Array.isArray(doc)
        ? { kind: 'json', keys: Object.keys(doc) }
        : { kind: 'json', type: Array.isArray(doc) ? 'an array' : typeof doc },
    )
  }
}
