/**
 * Reading a report file of any format: recognised by content, in bounded memory, and refused
 * (naming the file) when it is not a regular file, holds a NUL byte, is too large a JSON
 * document, or is none of the formats.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import {
  FORMAT_TABLE,
  FORMATS_TEXT,
} from '../../../src/commands/check-test-results/formats/table.js'
import { parseReport, readReport, sniff } from '../../../src/commands/check-test-results/reports.js'
import { ctrfDoc, EMPTY_REPORTS, jestJsonDoc } from './helpers.js'
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
    ['[{"name":"t"}]\n', { family: 'json' }],
    ['   ', 'more'],
    ['{"numFailedTestSuites":2,"numFailedTests":1}', 'more'],
  ])('%j is %j', (head, family) => {
    expect(sniff(head)).toEqual(family)
  })

  it('text no row proves is refused, with its first line', () => {
    expect(() => sniff('name,status\nt,failed\n')).toThrow(UnprovedReport)
    expect(() => sniff('   ', true)).toThrow(UnprovedReport)
  })

  it('the first line a refusal quotes is trimmed and cut at 120 characters', () => {
    expect(() => parseReport('  name,status   \nt,failed\n', 'r.csv')).toThrow(
      'its first line is "name,status"',
    )
    const long = `${'x'.repeat(119)}yz`
    expect(() => parseReport(`${long}\n`, 'r.txt')).toThrow(
      `its first line is "${long.slice(0, 120)}"`,
    )
  })
})

describe('readReport refuses', () => {
  it('a file of another kind, naming it and the formats read', async () => {
    const d = ws()
    writeFileSync(join(d, 'results.csv'), 'name,status\nt,failed\n')
    await expect(readReport(join(d, 'results.csv'), d)).rejects.toThrow(
      `results.csv: is not a test report the gate reads (${FORMATS_TEXT}): its first line is "name,status"`,
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

  it('a NUL character, wherever it is', async () => {
    const d = ws()
    const body = `<testsuite>${'<testcase name="a"/>'.repeat(10_000)}\u0000</testsuite>`
    writeFileSync(join(d, 'r.xml'), body)
    await expect(readReport(join(d, 'r.xml'), d)).rejects.toThrow(
      `r.xml: holds a NUL character (character ${body.indexOf('\u0000')})`,
    )
  })

  it('a JSON report over the cap', async () => {
    const d = ws()
    const tests = Array.from({ length: 200 }, (_, i) => ({ name: `t${i}`, status: 'passed' }))
    writeFileSync(join(d, 'r.json'), JSON.stringify(ctrfDoc(tests, { passed: 200 })))
    await expect(readReport(join(d, 'r.json'), d, { maxJsonBytes: 1000 })).rejects.toThrow(
      'r.json: is a JSON report over 1000 bytes',
    )
    expect((await readReport(join(d, 'r.json'), d)).tests).toBe(200)
  })
})

describe('readReport', () => {
  it('says a failure was read once a report holds one (a format read whole: Go); not when it holds none', () => {
    let said = 0
    const onFailure = () => said++
    const go = (result: string) =>
      [
        '{"Action":"run","Package":"p","Test":"T"}',
        `{"Action":"${result}","Package":"p","Test":"T"}`,
      ]
        .concat(`{"Action":"${result}","Package":"p"}`, '')
        .join('\n')
    parseReport(go('fail'), 'go.json', { onFailure })
    expect(said).toBe(1)
    parseReport(go('pass'), 'go.json', { onFailure })
    expect(said).toBe(1)
  })

  it("a test's file inside the workspace is made relative to it, for failures and passes on a retry", () => {
    const junit = `<testsuite name="s">
  <testcase name="a" classname="A" file="/w/src/a.test.ts"><failure message="boom"/></testcase>
  <testcase name="b" classname="B" file="/w/src/b.test.ts"><flakyFailure message="once"/></testcase>
  <testcase name="c" classname="C" file="/elsewhere/c.test.ts"><failure message="boom"/></testcase>
</testsuite>`
    const r = parseReport(junit, 'r.xml', { workspace: '/w' })
    expect(r.failures.map((f) => f.file)).toStrictEqual(['src/a.test.ts', '/elsewhere/c.test.ts'])
    expect(r.passedOnRetry.map((f) => f.file)).toStrictEqual(['src/b.test.ts'])
  })

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

  it('a suite counting failures it does not name holds something: read, its count unmatched', () => {
    const r = parseReport('<testsuite name="s" tests="2" failures="2"></testsuite>', 'r.xml')
    expect(r).toMatchObject({ tests: 0, failures: [] })
    expect(r.countMismatches).toHaveLength(1)
  })

  it('a skipped test is a test: a report of skips alone is read', () => {
    const r = parseReport(
      '<testsuite><testcase name="t"><skipped/></testcase></testsuite>',
      'r.xml',
    )
    expect(r).toMatchObject({ tests: 1, skipped: 1 })
  })
})

describe('a format is proved, not guessed (issue 39, item 2)', () => {
  const REAL = join(import.meta.dirname, '../../../__fixtures__/reports/real')
  const real = (path: string) => readFileSync(join(REAL, path), 'utf8')

  it('plain go test output (not -json), as go test wrote it, is refused naming its first line', () => {
    expect(() => parseReport(real('go/plain-go-test.txt'), 'reports/go.txt')).toThrow(
      `reports/go.txt: is not a test report the gate reads (${FORMATS_TEXT}): its first line is ` +
        '"ok  \\tgithub.com/acme/app/aok\\t0.006s"',
    )
  })

  it('a Markdown file is refused, whatever its first line', () => {
    for (const first of ['# Test results', '# github.com/acme/app', '## 3 failed'])
      expect(() => parseReport(`${first}\n\n- TestCartTotal: FAIL\n`, 'r.md')).toThrow(
        /^r\.md: is not a test report the gate reads/,
      )
  })

  it("another tool's <TestRun> (not in TRX's namespace) is refused naming its root", () => {
    const xml = '<TestRun name="nightly"><Test name="checkout" result="FAIL"/></TestRun>'
    expect(() => parseReport(xml, 'r.xml')).toThrow(
      'r.xml: is XML whose root element is <TestRun>, which is none of the formats',
    )
    const other = `<TestRun xmlns="urn:other"><UnitTestResult testName="t" outcome="Failed"/></TestRun>`
    expect(() => parseReport(other, 'r.xml')).toThrow(
      'r.xml: is XML whose root element is <TestRun> in namespace "urn:other", which is none',
    )
  })

  it('a go test -json stream with a line go does not write there is refused naming the line', () => {
    const stream = [
      '{"Action":"run","Package":"p","Test":"TestA"}',
      '--- FAIL: TestB (0.00s)',
      '{"Action":"pass","Package":"p","Test":"TestA"}',
    ].join('\n')
    expect(() => parseReport(stream, 'go.json')).toThrow(
      'go.json: line 2 is not an event of go test -json: "--- FAIL: TestB (0.00s)"',
    )
    expect(() =>
      parseReport('{"Action":"run","Package":"p"}\n{"Package":"p"}\n', 'go.json'),
    ).toThrow('go.json: line 2 is JSON but not an event of go test -json')
  })

  it('go tool test2json without -p: events without Package are one package, never dropped', () => {
    const r = parseReport(real('go/test2json-no-package.json'), 'go.json')
    expect(r.format).toBe('go-json')
    expect(r.tests).toBe(2)
    expect(r.failures).toEqual([
      expect.objectContaining({
        name: 'TestCartTotal',
        message: 'cart_test.go:6: total: got 10.00, want 10.01',
      }),
    ])
    expect(r.failures[0]).not.toHaveProperty('classname')
  })

  it("JSON with some of a writer's fields but not all is refused, naming its keys", () => {
    const doc = { numTotalTests: 1, numFailedTests: 1, success: false, testResults: [] }
    expect(() => parseReport(JSON.stringify(doc), 'r.json')).toThrow(
      'r.json: is JSON whose top-level keys are numTotalTests, numFailedTests, success, testResults, which is none',
    )
    // Jest's own fields tell Jest from vitest: some but not all of them is neither.
    const mixed = { ...jestJsonDoc(), wasInterrupted: undefined }
    expect(() => parseReport(JSON.stringify(mixed), 'r.json')).toThrow(/^r\.json: is JSON whose/)
  })

  it("vitest's JSON is proved as vitest's and named as its JUnit reporter names a test", () => {
    const r = parseReport(real('vitest/vitest.json'), 'reports/vitest.json', {
      workspace: '/home/runner/work/app/app',
    })
    expect(r.format).toBe('vitest-json')
    expect(r.failures.map((f) => [f.name, f.classname])).toEqual([
      ['Cart > applies a coupon', 'vt/cart.test.mjs'],
      ['Cart > when empty > shows no total', 'vt/cart.test.mjs'],
    ])
  })
})

describe('encodings are honoured, or the report refused (issue 39, item 4)', () => {
  // Two tests whose names differ only in an accented letter: decoded as UTF-8 with replacement
  // characters they would be one name, then "a retry".
  const cases = (enc: string) =>
    `<?xml version="1.0" encoding="${enc}"?>\n<testsuite name="caf\u00e9">` +
    '<testcase classname="Caf\u00e9" name="cr\u00e9e"><failure message="r\u00e9sultat"/></testcase>' +
    '<testcase classname="Caf\u00e9" name="cr\u00e8e"/></testsuite>\n'
  const write = (name: string, bytes: Uint8Array) => {
    const d = ws()
    writeFileSync(join(d, name), bytes)
    return readReport(join(d, name), d)
  }
  const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16()

  it.each([
    ['ISO-8859-1', Buffer.from(cases('ISO-8859-1'), 'latin1')],
    ['windows-1252', Buffer.from(cases('windows-1252'), 'latin1')],
    ['UTF-16 with a BOM (PowerShell 5.1)', Buffer.from(`\ufeff${cases('UTF-16')}`, 'utf16le')],
    ['UTF-16LE without a BOM', Buffer.from(cases('UTF-16LE'), 'utf16le')],
    ['UTF-16BE with a BOM', utf16be(`\ufeff${cases('UTF-16')}`)],
    ['UTF-8 with a BOM', Buffer.from(`\ufeff${cases('UTF-8')}`, 'utf8')],
  ])('%s: two tests é and è stay two, with their own names', async (_, bytes) => {
    const r = await write('r.xml', bytes)
    expect(r.failures).toEqual([
      expect.objectContaining({
        name: 'cr\u00e9e',
        classname: 'Caf\u00e9',
        message: 'r\u00e9sultat',
      }),
    ])
    expect(r.passedOnRetry).toEqual([])
    expect(r.tests).toBe(2)
  })

  it('a go test -json stream PowerShell 5.1 wrote as UTF-16LE is read', async () => {
    const stream =
      '{"Action":"run","Package":"p","Test":"TestCaf\u00e9"}\n{"Action":"fail","Package":"p","Test":"TestCaf\u00e9"}\n{"Action":"fail","Package":"p"}\n'
    const r = await write('go.json', Buffer.from(`\ufeff${stream}`, 'utf16le'))
    expect(r.failures.map((f) => f.name)).toEqual(['TestCaf\u00e9'])
  })

  it('bytes that are not of the encoding are refused naming it, never replaced', async () => {
    // Latin-1 bytes with no declaration: not UTF-8.
    await expect(
      write('r.xml', Buffer.from(cases('UTF-8').replace(/^<\?xml[^>]*>/, ''), 'latin1')),
    ).rejects.toThrow(
      /^r\.xml: is not valid utf-8 \(it declares no encoding, so it is read as UTF-8\): a byte between bytes 0 and \d+ is not utf-8/,
    )
    await expect(write('r.xml', Buffer.from(cases('UTF-8'), 'latin1'))).rejects.toThrow(
      /^r\.xml: is not valid utf-8 \(its XML declaration says "UTF-8"\)/,
    )
    // JSON is UTF-8 unless a byte-order mark says otherwise.
    const doc = JSON.stringify(ctrfDoc([{ name: 'caf\u00e9', status: 'failed' }], { failed: 1 }))
    await expect(write('r.json', Buffer.from(doc, 'latin1'))).rejects.toThrow(
      /^r\.json: is not valid utf-8/,
    )
    // A UTF-16 file cut in the middle of a character.
    const odd = Buffer.from(`\ufeff${cases('UTF-16')}`, 'utf16le').subarray(0, -1)
    await expect(write('r.xml', odd)).rejects.toThrow(/^r\.xml: is not valid utf-16le .*at its end/)
  })

  it('an encoding the gate has no decoder for, or that the bytes contradict, is refused naming it', async () => {
    await expect(write('r.xml', Buffer.from(cases('x-klingon'), 'latin1'))).rejects.toThrow(
      'r.xml: declares encoding "x-klingon", which the gate has no decoder for',
    )
    await expect(write('r.xml', Buffer.from(cases('UTF-16'), 'latin1'))).rejects.toThrow(
      'r.xml: declares encoding "UTF-16", but its bytes are not UTF-16',
    )
    await expect(write('r.xml', Buffer.from([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0]))).rejects.toThrow(
      'r.xml: is UTF-32',
    )
  })
})
