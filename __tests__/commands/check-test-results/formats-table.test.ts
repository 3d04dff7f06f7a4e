/** The one table of formats, and what derives from it: detection, messages, the docs' table. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import {
  FORMAT_TABLE,
  formatsMarkdown,
  FORMATS_TEXT,
} from '../../../src/commands/check-test-results/formats/table.js'
import { detectFormat, REPORT_FORMATS } from '../../../src/commands/check-test-results/index.js'
import { INPUTS } from '../../../src/inputs/descriptions.js'

const ROOT = join(import.meta.dirname, '../../..')

describe('the table of formats', () => {
  it('has one row per format, each with an identity, retries and completeness rule', () => {
    expect(Object.keys(FORMAT_TABLE).sort()).toEqual([...REPORT_FORMATS].sort())
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

  it('detection follows the rows: each XML root names its format', () => {
    for (const [format, row] of Object.entries(FORMAT_TABLE))
      if (row.detection.kind === 'xml')
        for (const root of row.detection.roots)
          expect(detectFormat(`<?xml version="1.0"?>\n<${root} name="x">`)).toBe(format)
    expect(detectFormat('<testresults>')).toBeUndefined()
  })

  it("messages and the test-reports input's description name every format", () => {
    const described = INPUTS['test-reports'].description
    for (const row of Object.values(FORMAT_TABLE)) {
      expect(FORMATS_TEXT).toContain(row.label)
      expect(described).toContain(row.label)
    }
  })
})
