/**
 * What every report format is, once: a row of the format table (table.ts) says how a file is
 * proved to be of the format, who writes it, how it is read, which writers record one entry per
 * attempt, which fields tell two tests apart and how the report accounts for itself. A format is
 * one file holding its reader and its row; what the formats share is written once beside this:
 * the XML base (xml.ts: the parser wired once), the JSON document base (json.ts) and the line
 * stream base (lines.ts), each the one reader of its family that the gate drives.
 */
import type { SaxesTagPlain } from 'saxes'
import type { ParsedReport } from '../report.js'

/** What a reader is given. */
export interface ReadContext {
  /** The report as shown to users (relative to the workspace). */
  shown: string
  /** The workspace (GITHUB_WORKSPACE). */
  workspace: string
  /**
   * Called when a reader that streams (JUnit's) reads a failing test, maybe more than once: the
   * gate starts what it needs from the service while the rest of the report is read.
   */
  onFailure?: () => void
}

/** The one shape the gate drives every report through: text in, the report out. */
export interface ReportReader<F extends string = string> {
  /** Feeds the next piece of the report's text. */
  write(text: string): void
  /** Ends the text: the report, and which format read it. */
  end(): { format: F; report: ParsedReport }
}

/** The rows a family's reader may prove a file with, each with its format's name. */
export type Rows<F extends string> = readonly (readonly [F, FormatRow])[]

/** Where the XML parser is, for messages. */
export interface XmlPosition {
  readonly line: number
  readonly column: number
}

/** An XML document's root element, as the parser read it. */
export interface XmlRoot {
  name: string
  attributes: Readonly<Record<string, string>>
}

/** A format's reader of XML events after its root (xml.ts feeds it). */
export interface XmlFormatReader {
  /** Every element, the root first. */
  open(tag: SaxesTagPlain): void
  close(tag: SaxesTagPlain): void
  text(text: string): void
  end(): ParsedReport
}

/** A format's reader of one line at a time (lines.ts feeds it). */
export interface LineFormatReader {
  line(line: string, lineNo: number): void
  end(): ParsedReport
}

/** How a format is proved and read, by family. */
export type FormatReading =
  /** An XML document whose root element `proves` accepts. */
  | {
      family: 'xml'
      proves(root: XmlRoot): boolean
      reader(root: XmlRoot, ctx: ReadContext, at: XmlPosition): XmlFormatReader
    }
  /** A whole JSON document that `proves` accepts once parsed. */
  | {
      family: 'json'
      proves(doc: unknown): boolean
      read(doc: unknown, ctx: ReadContext): ParsedReport
    }
  /** A stream of lines whose first non-blank line `proves` accepts. */
  | {
      family: 'lines'
      proves(firstLine: string): boolean
      reader(ctx: ReadContext): LineFormatReader
    }

/** A writer that records each attempt of a test as an entry of its own, and how it is known. */
export interface AttemptWriter {
  /** The tool (and its flag), for people. */
  name: string
  /** What in the report shows it is this writer, for people. */
  recognisedBy: string
}

/** One format: its reading (the behaviour) and what the docs say of it. */
export interface FormatRow {
  /** Its name in messages and docs. */
  label: string
  /** What proves a file is of this format, for people (the reading's `proves` is the check). */
  provedBy: string
  /** The tools and flags that write it. */
  writtenBy: string
  reading: FormatReading
  /** Which fields tell two tests apart, and Trunk's name of the test. */
  identity: string
  /** Where one entry records a test's retries (and nowhere else is a retry read). */
  retries: string
  /**
   * The writers that write one entry per attempt, recognised from the report itself: only there
   * are entries of one identity attempts of one test; elsewhere they are two tests.
   */
  attemptWriters: readonly AttemptWriter[]
  /** How a report accounts for itself: what it must show, what the gate checks. */
  completeness: string
  /**
   * Every report of the format can show failures outside test cases (a file that did not load,
   * a package that did not build); false where writers differ (JUnit: a `complete:` line says so).
   */
  showsOutside: boolean
}
