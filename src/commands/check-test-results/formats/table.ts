/**
 * The table of the report formats the gate reads (setup-node's `distributions/` style): one row
 * per format, each from its format's own file (format.ts says what a row holds). Detection
 * (each row's reading proves its files), the messages naming the formats, the `test-reports`
 * docs and the table in docs/test-gate.md (checked by a test) derive from it. Adding a format:
 * its file, with its reader and its row, and one line here.
 */
import { ctrfFormat } from './ctrf.js'
import type { FormatRow, Rows } from './format.js'
import { goTestJsonFormat } from './go-json.js'
import { jestJsonFormat, vitestJsonFormat } from './jest-json.js'
import { junitFormat } from './junit.js'
import { nunitFormat } from './nunit.js'
import { trxFormat } from './trx.js'
import { xunitFormat } from './xunit.js'

/** The formats, in the order their readings are tried within a family. */
export const FORMAT_TABLE = {
  junit: junitFormat,
  'jest-json': jestJsonFormat,
  'vitest-json': vitestJsonFormat,
  ctrf: ctrfFormat,
  trx: trxFormat,
  'go-json': goTestJsonFormat,
  nunit: nunitFormat,
  xunit: xunitFormat,
} as const satisfies Record<string, FormatRow>

/** A format the gate reads (a key of the table). */
export type ReportFormat = keyof typeof FORMAT_TABLE

/** Every format, in table order. */
export const REPORT_FORMATS = Object.keys(FORMAT_TABLE) as ReportFormat[]

/** The rows of one family, for its base reader. */
export function rowsOf(family: FormatRow['reading']['family']): Rows<ReportFormat> {
  return (Object.entries(FORMAT_TABLE) as [ReportFormat, FormatRow][]).filter(
    ([, row]) => row.reading.family === family,
  )
}

/** The formats' labels, for messages. */
export const FORMATS_TEXT = Object.values(FORMAT_TABLE)
  .map((r: FormatRow) => r.label)
  .join(', ')

/** The table as docs/test-gate.md shows it (a test keeps the two equal). */
export function formatsMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')
  const attempts = (r: FormatRow) =>
    r.attemptWriters.length
      ? r.attemptWriters.map((w) => `${w.name} (${w.recognisedBy})`).join('; ')
      : 'none: entries of one identity are two tests'
  const rows = Object.values(FORMAT_TABLE).map((r: FormatRow) => {
    const cells = [r.label, r.provedBy, r.writtenBy, r.identity, r.retries, attempts(r)]
    return `| ${[...cells, r.completeness].map(cell).join(' | ')} |`
  })
  return [
    '| Format | Proved by | Written by | Identity | Retries inside one entry | ' +
      'Writers of one entry per attempt (recognised by) | Accounts for itself by |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}
