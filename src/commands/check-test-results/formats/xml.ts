/**
 * The XML base: every XML report is read here, with saxes, a strict streaming parser wired once
 * for all XML formats. The document is never built; a report that is not well-formed is refused;
 * entities are never expanded or fetched (a DOCTYPE that declares any is refused outright). The
 * root element decides the format: the first row whose reading proves it reads the rest; a root
 * no row proves is refused, naming what it looks like.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes'
import {
  notWellFormedXml,
  oneLine,
  plainCount,
  ReportError,
  UnprovedReport,
  type ParsedReport,
} from '../report.js'
import type { ReadContext, ReportReader, Rows, XmlFormatReader, XmlPosition } from './format.js'

/** Reads one XML report of any XML format among `rows` (see the module comment). */
export class XmlReport<F extends string> implements ReportReader<F> {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  })
  private reader?: XmlFormatReader
  private format?: F
  private first = true

  constructor(
    private readonly ctx: ReadContext,
    private readonly rows: Rows<F>,
  ) {
    const p = this.parser
    p.on('error', (e) => {
      throw notWellFormedXml(ctx.shown, p, e)
    })
    p.on('doctype', (text) => {
      if (/<!ENTITY/i.test(text))
        throw new ReportError(
          ctx.shown,
          'its DOCTYPE declares entities; a test report needs none, and entities are never expanded or fetched',
        )
    })
    p.on('opentag', (tag) => (this.reader ?? this.root(tag)).open(tag))
    p.on('closetag', (tag) => this.reader?.close(tag))
    p.on('text', (t) => this.reader?.text(t))
    p.on('cdata', (t) => this.reader?.text(t))
  }

  /** Where the parser is (a reader's messages say the line). */
  get at(): XmlPosition {
    return this.parser
  }

  write(chunk: string): void {
    if (this.first) {
      this.first = false
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1)
    }
    this.parser.write(chunk)
  }

  end(): { format: F; report: ParsedReport } {
    this.parser.close()
    if (!this.reader || this.format === undefined)
      throw new UnprovedReport({ kind: 'xml-without-root' })
    return { format: this.format, report: this.reader.end() }
  }

  // The row that proves the root reads the document.
  private root(tag: SaxesTagPlain): XmlFormatReader {
    for (const [format, row] of this.rows) {
      const r = row.reading
      if (r.family !== 'xml' || !r.proves(tag)) continue
      this.format = format
      this.reader = r.reader(tag, this.ctx, this.parser)
      return this.reader
    }
    throw new UnprovedReport({
      kind: 'xml',
      root: tag.name,
      ...(tag.attributes.xmlns !== undefined ? { namespace: tag.attributes.xmlns } : {}),
    })
  }
}

/** A count attribute of `tag`: absent (0), or a plain non-negative integer; else an error. */
export function countAttribute(
  report: string,
  tag: SaxesTagPlain,
  attribute: string,
  at: XmlPosition,
): number {
  const v = tag.attributes[attribute]
  if (v === undefined) return 0
  const n = plainCount(v)
  if (n !== undefined) return n
  const named =
    tag.attributes.name !== undefined ? ` name=${JSON.stringify(tag.attributes.name)}` : ''
  throw new ReportError(
    report,
    `<${tag.name}${named}> has ${attribute}=${JSON.stringify(v.slice(0, 40))} (line ${at.line}), ` +
      'not a count (a plain non-negative integer)',
  )
}

/** A count attribute of `tag` that may be absent (undefined then); otherwise as {@link countAttribute}. */
export function optionalCount(
  report: string,
  tag: SaxesTagPlain,
  attribute: string,
  at: XmlPosition,
): number | undefined {
  return tag.attributes[attribute] === undefined
    ? undefined
    : countAttribute(report, tag, attribute, at)
}

/** The text of one element being read (a `<message>`), kept to its first line, cut short. */
export class TextCapture {
  private text?: string

  /** Starts keeping the text read from now on. */
  start(): void {
    this.text = ''
  }

  add(t: string): void {
    if (this.text !== undefined && this.text.length < MAX_CAPTURED)
      this.text += t.slice(0, MAX_CAPTURED)
  }

  /** The first line of what was kept (undefined when nothing was started), and stops keeping. */
  take(): string | undefined {
    const text = this.text
    this.text = undefined
    return text === undefined ? undefined : oneLine(text)
  }
}

/** The most text kept of one element: a message is one line, cut to MAX_MESSAGE_CHARS after. */
const MAX_CAPTURED = 1200
