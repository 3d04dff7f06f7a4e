/** The one table of formats, and what derives from it: detection, messages, the docs' table. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import {
  FORMAT_TABLE,
  formatsMarkdown,
  FORMATS_TEXT,
} from '../../../../src/commands/check-test-results/formats/table.js'
import { SaxesParser, type SaxesTagPlain } from 'saxes'
import { REPORT_FORMATS } from '../../../../src/commands/check-test-results/formats/table.js'
import type { XmlRoot } from '../../../../src/commands/check-test-results/formats/format.js'
import { parseReport } from '../../../../src/commands/check-test-results/reports.js'
import { INPUTS } from '../../../../src/inputs/descriptions.js'

const ROOT = join(import.meta.dirname, '../../../..')
const fixture = (path: string) => readFileSync(join(ROOT, '__fixtures__', path), 'utf8')
/** A report of each format, as its tool wrote it (__fixtures__/reports/examples.json names them). */
const EXAMPLES: Record<string, string> = Object.fromEntries(
  Object.entries(JSON.parse(fixture('reports/examples.json')) as Record<string, string>).map(
    ([format, path]) => [format, fixture(path)],
  ),
)

/** An XML document's root element. */
function rootOf(xml: string): XmlRoot {
  const p = new SaxesParser()
  let root: SaxesTagPlain | undefined
  p.on('opentag', (t) => (root ??= t as SaxesTagPlain))
  p.write(xml).close()
  return root as XmlRoot
}

describe('the table of formats', () => {
  it('has one row per format, each with an identity, retries and completeness rule', () => {
    expect(Object.keys(FORMAT_TABLE).sort()).toEqual([...REPORT_FORMATS].sort())
    expect(Object.keys(EXAMPLES).sort()).toEqual([...REPORT_FORMATS].sort())
    for (const row of Object.values(FORMAT_TABLE)) {
      expect(row.identity.length).toBeGreaterThan(20)
      expect(row.retries.length).toBeGreaterThan(10)
      expect(row.completeness.length).toBeGreaterThan(20)
    }
  })

  it('docs/test-gate.md shows the table as it is (regenerate it from formatsMarkdown())', () => {
    const doc = readFileSync(join(ROOT, 'docs/test-gate.md'), 'utf8')
    const between = /<!-- formats:start[^>]*-->\n([\s\S]*?)\n<!-- formats:end -->/.exec(doc)
    expect(between?.[1]).toBe(formatsMarkdown())
  })

  it('detection follows the rows: a file of each format is proved by its row alone', () => {
    for (const [format, text] of Object.entries(EXAMPLES)) {
      expect([format, parseReport(text, `r.${format}`).format]).toEqual([format, format])
      const proving = Object.entries(FORMAT_TABLE).filter(([, row]) => {
        const r = row.reading
        if (r.family === 'xml') return text.startsWith('<') && r.proves(rootOf(text))
        if (r.family === 'json') return text.startsWith('{') && r.proves(JSON.parse(text))
        return r.proves(text.split('\n')[0] as string)
      })
      expect(proving.map(([f]) => f)).toEqual([format])
    }
    expect(() => parseReport('<testresults><test/></testresults>', 'r.xml')).toThrow(
      /^r\.xml: is XML whose root element is <testresults>, which is none of the formats/,
    )
  })

  it('every list of formats derives from the table: messages, README; the input points to the docs', () => {
    for (const row of Object.values(FORMAT_TABLE)) expect(FORMATS_TEXT).toContain(row.label)
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    expect(/<!-- formats -->(.*?)<!-- \/formats -->/.exec(readme)?.[1]).toBe(FORMATS_TEXT)
    const described = INPUTS['test-reports'].description
    expect(described).toContain('docs/test-gate.md')
    for (const row of Object.values(FORMAT_TABLE)) expect(described).not.toContain(row.label)
  })
})
