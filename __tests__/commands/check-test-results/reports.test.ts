/**
 * Reading a report file of any format: recognised by content, in bounded memory, and refused
 * (naming the file) when it is not a regular file, holds a NUL byte, is too large a JSON
 * document, or is none of the formats.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { FORMAT_TABLE } from '../../../src/commands/check-test-results/formats/table.js'
import { parseReport, readReport, sniff } from '../../../src/commands/check-test-results/reports.js'
import { EMPTY_REPORTS } from './helpers.js'
import { ReportError, UnprovedReport } from '../../../src/commands/check-test-results/report.js'

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})
function ws(): string {
  const d = mkdtempSync(join(tmpdir(), 'mqa-reports-'))
  dirs.push(d)
  return d
}

describe('sniff: the family of a report from its first characters', () => {
  it.each([
    ['<?xml version="1.0"?>\n<!-- jest -->\n<testsuites name="jest tests">', { family: 'xml' }],
    ['\uFEFF<testsuite name="pytest">', { family: 'xml' }],
    ['<!DOCTYPE testsuite>\n<testsuite>', { family: 'xml' }],
    ['<html><body>', { family: 'xml' }],
    [
      '{"Time":"2026-11-25T08:01:41Z","Action":"run","Package":"p","Test":"T"}\n',
      { family: 'lines', format: 'go-json' },
    ],
    [
      '{"ImportPath":"p [p.test]","Action":"build-output","Output":"# p\\n"}\n',
      { family: 'lines', format: 'go-json' },
    ],
    ['FAIL\tgithub.com/acme/app/broken [build failed]\n', { family: 'lines', format: 'go-json' }],
    ['{\n  "results": {', { family: 'json' }],
    ['   ', 'more'],
    ['{"numFailedTestSuites":2,"numFailedTests":1}', 'more'],
  ])('%j is %j', (head, family) => {
    expect(sniff(head)).toEqual(family)
  })

  it('text no row proves is refused, with its first line', () => {
    expect(() => sniff('name,status\nt,failed\n')).toThrow(UnprovedReport)
    expect(() => sniff('   ', true)).toThrow(UnprovedReport)
  })
})

describe('readReport refuses', () => {
  it('a file of another kind, naming it and the formats read', async () => {
    const d = ws()
    writeFileSync(join(d, 'results.csv'), 'name,status\nt,failed\n')
    await expect(readReport(join(d, 'results.csv'), d)).rejects.toThrow(
      'results.csv: is not a test report the gate reads (JUnit XML, Jest --json, CTRF JSON, TRX, go test -json)',
    )
  })

  it('JSON that is neither CTRF nor Jest', async () => {
    const d = ws()
    writeFileSync(join(d, 'r.json'), '{"tests":[{"name":"t","status":"failed"}]}')
    await expect(readReport(join(d, 'r.json'), d)).rejects.toThrow(
      'r.json: is JSON whose top-level keys are tests, which is none of the formats the gate reads',
    )
  })

  it('an empty file', async () => {
    const d = ws()
    writeFileSync(join(d, 'r.xml'), '')
    await expect(readReport(join(d, 'r.xml'), d)).rejects.toThrow('r.xml: is empty')
  })

  it('a FIFO, without waiting for a writer', async () => {
    const d = ws()
    execFileSync('mkfifo', [join(d, 'r.xml')])
    const e = await readReport(join(d, 'r.xml'), d).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ReportError)
    expect((e as Error).message).toBe(
      'r.xml: is a FIFO (named pipe), not a regular file; reports are read from regular files only',
    )
  })

  it('/dev/zero (a device that never ends)', async () => {
    await expect(readReport('/dev/zero', ws())).rejects.toThrow(
      '/dev/zero: is a character device, not a regular file',
    )
  })

  it('a NUL byte, wherever it is', async () => {
    const d = ws()
    const body = `<testsuite>${'<testcase name="a"/>'.repeat(10_000)}\u0000</testsuite>`
    writeFileSync(join(d, 'r.xml'), body)
    await expect(readReport(join(d, 'r.xml'), d)).rejects.toThrow(
      `r.xml: holds a NUL byte (at byte ${body.indexOf('\u0000')})`,
    )
  })

  it('a JSON report over the cap', async () => {
    const d = ws()
    const tests = Array.from({ length: 200 }, (_, i) => ({ name: `t${i}`, status: 'passed' }))
    writeFileSync(join(d, 'r.json'), JSON.stringify({ results: { tests } }))
    await expect(readReport(join(d, 'r.json'), d, { maxJsonBytes: 1000 })).rejects.toThrow(
      'r.json: is a JSON report over 1000 bytes',
    )
    expect((await readReport(join(d, 'r.json'), d)).tests).toBe(200)
  })
})

describe('readReport', () => {
  it('a complete: mark makes a JUnit report one that shows failures outside tests', async () => {
    const d = ws()
    writeFileSync(join(d, 'r.xml'), '<testsuite><testcase name="a"/></testsuite>')
    expect((await readReport(join(d, 'r.xml'), d)).showsOutside).toBe(false)
    expect((await readReport(join(d, 'r.xml'), d, { showsOutside: true })).showsOutside).toBe(true)
  })
})

describe('nothing empty passes (issue 39, item 1)', () => {
  it.each(Object.entries(EMPTY_REPORTS))(
    'a %s report that holds no test is refused, naming the file and its format',
    (format, text) => {
      const label = FORMAT_TABLE[format as keyof typeof FORMAT_TABLE].label
      expect(() => parseReport(text, `reports/empty.${format}`)).toThrow(
        `reports/empty.${format}: read as ${label}, but it holds no test`,
      )
      const read = parseReport(text, `reports/empty.${format}`, { allowEmpty: true })
      expect(read).toMatchObject({ format, tests: 0, failures: [], outside: [] })
    },
  )

  it('a skipped test is a test: a report of skips alone is read', () => {
    const r = parseReport(
      '<testsuite><testcase name="t"><skipped/></testcase></testsuite>',
      'r.xml',
    )
    expect(r).toMatchObject({ tests: 1, skipped: 1 })
  })
})
