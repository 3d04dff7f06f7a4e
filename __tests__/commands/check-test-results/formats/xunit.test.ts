/**
 * xUnit.net v2 XML (formats/xunit.ts) on the files its writers wrote: xunit.console 2.0, 2.2 and
 * 2.3 on Jenkins agents, XunitXml.TestLogger (where each comes from:
 * __fixtures__/reports/xunit/README.md); and the rules of its row on small reports.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseReport } from '../../../../src/commands/check-test-results/reports.js'
import { gate, serviceTest } from '../../../../__fixtures__/gate-truth/truth.js'

const XUNIT = join(import.meta.dirname, '../../../../__fixtures__/reports/xunit')
const text = (file: string) => readFileSync(join(XUNIT, file), 'utf8')
const read = (file: string) => parseReport(text(file), file)
const assembly = (body: string, attrs = 'total="2" passed="1" failed="1" skipped="0" errors="0"') =>
  `<?xml version="1.0" encoding="utf-8"?>\n<assemblies><assembly name="/w/Shop.Tests.dll" test-framework="xUnit.net 2.4.2" ${attrs}>${body}</assembly></assemblies>`
const test = (name: string, result: string, body = '') =>
  `<test name="Shop.Cart.${name}" type="Shop.Cart" method="${name}" time="0.01" result="${result}">${body}</test>`
const failure = (message: string) =>
  `<failure exception-type="Xunit.Sdk.EqualException"><message><![CDATA[${message}]]></message><stack-trace><![CDATA[at Shop.Cart]]></stack-trace></failure>`

describe('xUnit.net v2 XML as its writers wrote it', () => {
  it('xunit.console 2.0: the failed test named by its display name and type, the skipped one not run', () => {
    const r = read('xunit-console-2.0.xml')
    expect(r).toMatchObject({ format: 'xunit', tests: 3, skipped: 1, outside: [] })
    expect(r.failures.map((f) => [f.classname, f.name, f.message])).toEqual([
      [
        'MyProject.Tests.SampleFact',
        'MyProject.Tests.SampleFact.FailedTest',
        'Assert.True() Failure',
      ],
    ])
  })

  it('xunit.console 2.3 (display names of its own) and XunitXml.TestLogger read whole', () => {
    expect(read('xunit-console-2.3.xml')).toMatchObject({ tests: 5, failures: [], outside: [] })
    expect(read('xunit-testlogger.xml').failures.map((f) => f.name)).toEqual([
      'Xunit.Xml.TestLogger.NetCore.Tests.UnitTest1.FailTest11',
      'Xunit.Xml.TestLogger.NetCore.Tests.UnitTest2.FailTest22',
    ])
  })

  it('xunit.console 2.2: an assembly that never wrote its totals never finished: a failure outside tests, not an empty pass', () => {
    expect(read('xunit-console-2.2-unfinished.xml').outside).toEqual([
      expect.objectContaining({
        where: expect.stringMatching(/^assembly E:\\.*KundM\.Api\.Csv\.UnitTest\.DLL$/),
        message: 'its run never finished (xUnit.net writes the totals at its end)',
      }),
    ])
  })

  it('xUnit.net v1 (a root <assembly>) is refused naming its root', () => {
    expect(() => read('xunit1-not-read.xml')).toThrow(
      'xunit1-not-read.xml: is XML whose root element is <assembly>, which is none of the formats',
    )
  })

  it('through the gate: both failures of XunitXml.TestLogger quarantined, the gate passes', async () => {
    const known = read('xunit-testlogger.xml').failures.map((f) =>
      serviceTest({ name: f.name, classname: f.classname as string }, 'quarantined'),
    )
    const r = await gate([['reports/test-results.xml', text('xunit-testlogger.xml')]], {
      known,
      allow: ['quarantined'],
      testOutcome: 'failure',
    })
    expect(r.outcome).toBe('success')
    expect(r.outputs['quarantined-failures-count']).toBe('2')
  })
})

describe("xUnit.net v2 XML's rules", () => {
  const outside = (xml: string) =>
    parseReport(xml, 'r.xml').outside.map((o) => [o.where, o.message])

  it('an <error> (a cleanup failure, a fatal error) is a failure outside tests, with its message', () => {
    const errors = `<errors><error type="test-class-cleanup" name="Shop.Cart"><failure exception-type="System.IO.IOException">${'<message><![CDATA[the fixture could not be disposed]]></message>'}</failure></error><error type="fatal">${failure('the runner crashed')}</error></errors>`
    const xml = assembly(
      `${errors}<collection name="c">${test('Adds', 'Pass')}${test('Subtracts', 'Fail', failure('boom'))}</collection>`,
      'total="2" passed="1" failed="1" skipped="0" errors="2"',
    )
    expect(outside(xml)).toEqual([
      ['test-class-cleanup Shop.Cart', 'the fixture could not be disposed'],
      ['fatal', 'the runner crashed'],
    ])
  })

  it("an assembly's failed or errors beyond what it names is a failure outside tests", () => {
    const body = `<errors /><collection name="c">${test('Adds', 'Fail', failure('x'))}</collection>`
    expect(
      outside(assembly(body, 'total="2" passed="0" failed="2" skipped="0" errors="1"')),
    ).toEqual([
      ['assembly /w/Shop.Tests.dll', 'it counts 2 failed test(s), the report names 1'],
      ['assembly /w/Shop.Tests.dll', 'it counts 1 error(s), the report names 0'],
    ])
  })

  it('two tests of one identity are two tests (xUnit.net does not retry)', () => {
    const body = `<errors /><collection name="c">${test('Adds', 'Fail', failure('x'))}${test('Adds', 'Pass')}</collection>`
    expect(parseReport(assembly(body), 'r.xml')).toMatchObject({
      failures: [{ name: 'Shop.Cart.Adds', message: 'x' }],
      passedOnRetry: [],
    })
  })

  it('a result xUnit.net does not write, an element it does not write under <assemblies>, a count that is not one: errors', () => {
    expect(() =>
      parseReport(assembly(`<collection name="c">${test('Adds', 'Flaky')}</collection>`), 'r.xml'),
    ).toThrow('r.xml: the <test> "Shop.Cart.Adds" has result "Flaky"')
    expect(() => parseReport('<assemblies><suite name="x"/></assemblies>', 'r.xml')).toThrow(
      'r.xml: a <suite> in <assemblies> (line 1); xUnit.net v2 writes <assembly> there',
    )
    expect(() => parseReport(assembly('', 'total="1" failed="-1"'), 'r.xml')).toThrow(
      'r.xml: <assembly name="/w/Shop.Tests.dll"> has failed="-1"',
    )
  })
})
