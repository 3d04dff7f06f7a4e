/** Reading JUnit reports: every fixture format, the failures found exactly, and refusals. */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findReportFiles } from '../../../../src/commands/check-test-results/files.js'
import { parseJUnitReport } from '../../../../src/commands/check-test-results/formats/junit.js'
import { parseReport, readReport } from '../../../../src/commands/check-test-results/reports.js'
import {
  ReportError,
  MAX_MESSAGE_CHARS,
} from '../../../../src/commands/check-test-results/report.js'

const FIXTURES = join(import.meta.dirname, '../../../../__fixtures__/junit')
const parse = (file: string) => parseJUnitReport(readFileSync(join(FIXTURES, file), 'utf8'), file)
const brief = (file: string) =>
  parse(file).failures.map((f) => [
    f.kind,
    f.classname ?? null,
    f.name,
    f.file ?? null,
    f.line ?? null,
  ])

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('parseJUnitReport', () => {
  it('pytest xunit2 (the default family): failures and setup errors, not skips', () => {
    const r = parse('pytest-xunit2.xml')
    expect(r).toMatchObject({ tests: 6, skipped: 1 })
    expect(brief('pytest-xunit2.xml')).toEqual([
      ['failure', 'tests.test_checkout', 'test_rejects_expired_coupon', null, null],
      ['failure', 'tests.test_checkout.TestCart', 'test_total[usd]', null, null],
      ['error', 'tests.test_ledger', 'test_balance', null, null],
    ])
    // The message attribute's first line; `&#10;` is a line break.
    expect(r.failures[0]!.message).toBe('AssertionError: assert 402 == 400')
    expect(r.failures[2]!.message).toBe(
      'failed on setup with "ConnectionRefusedError: [Errno 111] Connection refused"',
    )
    expect(r.failures[0]!.report).toBe('pytest-xunit2.xml')
  })

  it('pytest xunit1: file and line attributes', () => {
    expect(brief('pytest-xunit1.xml')).toEqual([
      ['failure', 'tests.test_search', 'test_handles_unicode', 'tests/test_search.py', 33],
    ])
    expect(parse('pytest-xunit1.xml').failures[0]!.message).toBe(
      "AssertionError: assert ['café'] == ['cafe']",
    )
  })

  it('jest-junit: a failure without a message attribute gives its first body line', () => {
    const r = parse('jest-junit.xml')
    expect(r).toMatchObject({ tests: 5, skipped: 1 })
    expect(brief('jest-junit.xml')).toEqual([
      ['failure', 'cart applies a coupon', 'cart applies a coupon', 'src/cart.test.ts', null],
      [
        'failure',
        'checkout submits the order',
        'checkout submits the order',
        'src/checkout.test.ts',
        null,
      ],
    ])
    expect(r.failures.map((f) => f.message)).toEqual([
      'Error: expect(received).toBe(expected) // Object.is equality',
      'thrown: "Exceeded timeout of 5000 ms for a test.',
    ])
  })

  it('Maven Surefire: failure and error count, flakyFailure (passed on rerun) and skipped do not', () => {
    const file = 'TEST-com.acme.billing.InvoiceTest.xml'
    expect(parse(file)).toMatchObject({ tests: 5, skipped: 1 })
    expect(brief(file)).toEqual([
      ['failure', 'com.acme.billing.InvoiceTest', 'roundsHalfEven', null, null],
      ['error', 'com.acme.billing.InvoiceTest', 'sendsReminder', null, null],
    ])
    expect(parse(file).failures[0]!.message).toBe('expected: <10.00> but was: <10.01>')
  })

  it('gotestsum: a failed subtest and its parent are both failures; no file is guessed', () => {
    expect(parse('gotestsum.xml')).toMatchObject({ tests: 6, skipped: 1 })
    expect(brief('gotestsum.xml')).toEqual([
      [
        'failure',
        'github.com/acme/app/internal/ledger',
        'TestTransfer/insufficient_funds',
        null,
        null,
      ],
      ['failure', 'github.com/acme/app/internal/ledger', 'TestTransfer', null, null],
    ])
  })

  it("Bazel's generated test.xml: the target is one test case with an error", () => {
    expect(brief('bazel-test.xml')).toEqual([
      ['error', null, 'services/billing/invoice_test', null, null],
    ])
    expect(parse('bazel-test.xml').failures[0]!.message).toBe('exited with error code 1')
  })

  it("nested suites at any depth, in document order; a suite's file is inherited; CDATA bodies are decoded", () => {
    expect(parse('nested-suites.xml').tests).toBe(4)
    expect(brief('nested-suites.xml')).toEqual([
      ['failure', 'api.orders', 'refunds an order', 'tests/integration/api.spec.js', 44],
      ['error', 'api', 'answers health', 'tests/integration/api.spec.js', null],
      ['failure', 'unit.math', 'adds', 'tests/unit/math.spec.js', null],
    ])
    // The innermost suite is the test's parent.
    expect(parse('nested-suites.xml').failures.map((f) => f.suite)).toEqual([
      'orders',
      'api',
      'unit',
    ])
    expect(parse('nested-suites.xml').failures.map((f) => f.message)).toEqual([
      'expected status 200, got 500',
      'connect ECONNREFUSED 127.0.0.1:8080',
      'Expected <3> to equal <4> | and more',
    ])
  })

  it('a report with no failures', () => {
    expect(parse('passing.xml')).toMatchObject({ tests: 3, skipped: 1, failures: [] })
  })

  it('refuses XML that is not well-formed, naming the file', () => {
    expect(() => parse('malformed.xml')).toThrow(ReportError)
    expect(() => parse('malformed.xml')).toThrow(/^malformed\.xml: not well-formed XML/)
    for (const text of ['', 'not xml at all', '<testsuite><testcase name="a"></testsuite>']) {
      expect(() => parseJUnitReport(text, 'r.xml')).toThrow(/^r\.xml: not/)
    }
  })

  it('refuses XML that is not JUnit, naming the file and the root', () => {
    const xml = readFileSync(join(FIXTURES, 'not-junit.xml'), 'utf8')
    expect(() => parseReport(xml, 'not-junit.xml')).toThrow(
      'not-junit.xml: is XML whose root element is <coverage>, which is none of the formats the gate reads (JUnit XML,',
    )
  })

  it('bare and empty roots; a BOM; messages cut short to one line', () => {
    expect(parseJUnitReport('<testsuites/>', 'a')).toMatchObject({ tests: 0, failures: [] })
    expect(parseJUnitReport('\ufeff<testsuite name="x"></testsuite>', 'b').tests).toBe(0)
    const long = 'x'.repeat(1000)
    const r = parseJUnitReport(
      `<testsuite><testcase name="t"><failure message="${long}"/></testcase><testcase name="u"><error>\n\n  line one  \nline two</error></testcase></testsuite>`,
      'c',
    )
    expect(r.failures[0]!.message).toHaveLength(MAX_MESSAGE_CHARS)
    expect(r.failures[0]!.message.endsWith('…')).toBe(true)
    expect(r.failures[1]!.message).toBe('line one')
    expect(r.failures[1]!.kind).toBe('error')
  })
})

describe('findReportFiles and readReport', () => {
  it('refuses a match that links outside the workspace (a file or a folder), names it, reads links inside', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'gate-link-'))
    const outside = mkdtempSync(join(tmpdir(), 'gate-outside-'))
    dirs.push(ws, outside)
    writeFileSync(join(outside, 'secret.xml'), '<testsuite/>')
    mkdirSync(join(ws, 'reports'))
    writeFileSync(join(ws, 'reports/real.xml'), '<testsuite/>')
    symlinkSync(join(ws, 'reports/real.xml'), join(ws, 'reports/inside.xml'))
    expect(await findReportFiles(['reports/*.xml'], ws)).toEqual(
      [join(ws, 'reports/inside.xml'), join(ws, 'reports/real.xml')].sort(),
    )
    symlinkSync(join(outside, 'secret.xml'), join(ws, 'reports/leak.xml'))
    await expect(findReportFiles(['reports/*.xml'], ws)).rejects.toThrow(
      /^reports\/leak\.xml: is a link to .*secret\.xml, outside the workspace/,
    )
    rmSync(join(ws, 'reports/leak.xml'))
    symlinkSync(outside, join(ws, 'reports/elsewhere'))
    await expect(findReportFiles(['reports/**/*.xml'], ws)).rejects.toBeInstanceOf(ReportError)
  })

  it('globs relative to the workspace, with exclusions; reads a file as a path relative to it', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'gate-glob-'))
    dirs.push(ws)
    mkdirSync(join(ws, 'a/b'), { recursive: true })
    mkdirSync(join(ws, 'reports.xml'))
    writeFileSync(join(ws, 'a/one.xml'), '<testsuite/>')
    writeFileSync(join(ws, 'a/b/two.xml'), '<testsuite/>')
    writeFileSync(join(ws, 'a/b/skip.xml'), '<testsuite/>')
    const files = await findReportFiles(['**/*.xml', '!**/skip.xml', '', '# a comment'], ws)
    expect(files).toEqual([join(ws, 'a/b/two.xml'), join(ws, 'a/one.xml')].sort())
    expect(await findReportFiles(['nothing/*.xml'], ws)).toEqual([])
    expect(await findReportFiles([], ws)).toEqual([])
    const two = await readReport(join(ws, 'a/b/two.xml'), ws, { allowEmpty: true })
    expect(two.report).toBe('a/b/two.xml')
    await expect(readReport(join(ws, 'gone.xml'), ws)).rejects.toThrow(
      /^gone\.xml: cannot be read \(ENOENT\)/,
    )
  })
})
