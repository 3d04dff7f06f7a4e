/**
 * The line stream base: a report written one record a line (Go's test2json events) is split
 * into lines here, each handed to its format's reader. Only each new piece is searched for line
 * ends (searching the unfinished line again with each piece made one long line cost time
 * squared: 32 MB, 22 s); a line longer than the bound is an error naming the report.
 */
import { ReportError, type ParsedReport } from '../report.js'
import type { LineFormatReader, ReportReader } from './format.js'

/** The longest line read as one record: 64 MiB (a test's output line that long is not judged). */
export const MAX_LINE_CHARS = 64 * 1024 * 1024

/** Reads one line stream report with its format's reader. */
export class LineReport<F extends string> implements ReportReader<F> {
  private rest = ''
  private lineNo = 0

  constructor(
    private readonly format: F,
    /** What one line is, for the message on a line too long. */
    private readonly record: string,
    private readonly reader: LineFormatReader,
    private readonly shown: string,
    private readonly maxLineChars = MAX_LINE_CHARS,
  ) {}

  write(chunk: string): void {
    let start = 0
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, nl)
      if (this.rest) {
        const whole = this.rest + piece
        this.rest = ''
        this.reader.line(whole, ++this.lineNo)
      } else this.reader.line(piece, ++this.lineNo)
      start = nl + 1
    }
    if (start < chunk.length) {
      this.rest += chunk.slice(start)
      if (this.rest.length > this.maxLineChars)
        throw new ReportError(
          this.shown,
          `line ${this.lineNo + 1} is longer than ${this.maxLineChars.toLocaleString('en-US')} ` +
            `characters, which the gate does not read as one ${this.record}`,
        )
    }
  }

  end(): { format: F; report: ParsedReport } {
    if (this.rest) this.reader.line(this.rest, ++this.lineNo)
    this.rest = ''
    return { format: this.format, report: this.reader.end() }
  }
}
