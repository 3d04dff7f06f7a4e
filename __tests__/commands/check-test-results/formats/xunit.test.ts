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

  it('every count of an <assembly> is checked, and a result is quoted at 40 characters, with the test it is on', () => {
    for (const k of ['total', 'passed', 'skipped', 'failed', 'errors'])
      expect(() =>
        parseReport(assembly('', k === 'total' ? 'total="1.5"' : `total="1" ${k}="1.5"`), 'r.xml'),
      ).toThrow(`r.xml: <assembly name="/w/Shop.Tests.dll"> has ${k}="1.5"`)
    const long = 'Exploded'.repeat(10)
    expect(() =>
      parseReport(assembly(`<collection name="c">${test('Adds', long)}</collection>`), 'r.xml'),
    ).toThrow(
      `r.xml: the <test> "Shop.Cart.Adds" has result "${long.slice(0, 40)}" (line 2), not one xUnit.net writes`,
    )
    // A test without a name or a result: both said as empty, never as something else.
    expect(() =>
      parseReport(assembly('<collection name="c"><test type="Shop.Cart"/></collection>'), 'r.xml'),
    ).toThrow('r.xml: the <test> "" has result "" (line 2), not one xUnit.net writes')
    for (const r of ['constructor', 'toString', '__proto__'])
      expect(() =>
        parseReport(assembly(`<collection name="c">${test('Adds', r)}</collection>`), 'r.xml'),
      ).toThrow(`r.xml: the <test> "Shop.Cart.Adds" has result "${r}"`)
  })

  it('a <test> inside a <test>, or an <assembly> inside an <assembly>, is refused: the outer one would be lost', () => {
    const nested = test('Adds', 'Fail', test('Inner', 'Pass'))
    expect(() =>
      parseReport(assembly(`<collection name="c">${nested}</collection>`), 'r.xml'),
    ).toThrow('r.xml: a <test> inside the <test> "Shop.Cart.Adds" (line 2)')
    // The outer assembly counts a failure the inner one does not: never read past.
    const inner = '<assembly name="inner" total="1" passed="1" failed="0" skipped="0" errors="0"/>'
    expect(() =>
      parseReport(
        assembly(inner, 'total="1" passed="0" failed="1" skipped="0" errors="0"'),
        'r.xml',
      ),
    ).toThrow(
      'r.xml: an <assembly> inside another element (line 2); xUnit.net v2 writes it only in <assemblies>',
    )
  })

  it("an assembly's failed counts only failed tests: a passed one does not account for it", () => {
    const body = `<errors /><collection name="c">${test('Adds', 'Fail', failure('x'))}${test('Subtracts', 'Pass')}</collection>`
    expect(
      outside(assembly(body, 'total="2" passed="1" failed="2" skipped="0" errors="0"')),
    ).toEqual([['assembly /w/Shop.Tests.dll', 'it counts 2 failed test(s), the report names 1']])
  })

  it("an <error> is read only in its assembly's <errors>; one elsewhere never takes a test's place", () => {
    // Inside a test (at the depth of an <errors>' own <error>): the test stays a failed test.
    const inTest = `<test name="Shop.Cart.Adds" type="Shop.Cart" result="Fail"><error type="fatal"/>${failure('x')}</test>`
    const r = parseReport(
      assembly(
        inTest + `<collection name="c"><error type="fatal"/></collection><error type="fatal"/>`,
      ),
      'r.xml',
    )
    expect(r.failures.map((f) => [f.name, f.message])).toStrictEqual([['Shop.Cart.Adds', 'x']])
    expect(r.outside).toStrictEqual([])
    // In <errors>: without a type it is an `error`, with a name its type then its name.
    const errors =
      '<errors><error><failure><message>m</message></failure></error><error type="test-cleanup" name="T"/></errors>'
    expect(outside(assembly(errors, 'total="0" errors="2"'))).toStrictEqual([
      ['error', 'm'],
      ['test-cleanup T', 'test-cleanup T'],
    ])
  })

  it("<errors> is the assembly's own: after it, or inside an <error>, no <error> is read as one", () => {
    // After <errors/>, an <error> in a collection (at the depth of an <errors>' own) is not one.
    const after = `<errors /><collection name="c"><error type="fatal"/>${test('Adds', 'Pass')}</collection>`
    expect(outside(assembly(after, 'total="1" passed="1" failed="0" errors="0"'))).toStrictEqual([])
    // Inside an <error>: an <errors> or an <error> is part of it, and the next <error> is read.
    const nested =
      '<errors><error type="a"><failure><errors /><error type="b"/><message>m</message></failure></error>' +
      '<error type="c"/></errors>'
    expect(outside(assembly(nested, 'total="0" errors="2"'))).toStrictEqual([
      ['a', 'm'],
      ['c', 'c'],
    ])
    // A <test> inside an <error> is refused, naming the error.
    expect(() =>
      parseReport(
        assembly(`<errors><error type="a">${test('Adds', 'Pass')}</error></errors>`),
        'r.xml',
      ),
    ).toThrow('r.xml: a <test> inside the <error> "a" (line 2)')
  })

  it("a test's message is its first <message>; one outside any test or error is read past", () => {
    const two = test('Adds', 'Fail', failure('first') + failure('second'))
    const r = parseReport(
      assembly(
        `<message>about the run</message><collection name="c">${two}</collection>`,
        'total="1" failed="1"',
      ),
      'r.xml',
    )
    expect(r.failures.map((f) => f.message)).toStrictEqual(['first'])
    expect(r.outside).toStrictEqual([])
  })

  it('an assembly without a name, whose run never finished, is said as unnamed', () => {
    const xml =
      '<?xml version="1.0"?>\n<assemblies><assembly><collection name="c"/></assembly></assemblies>'
    expect(outside(xml)).toStrictEqual([
      ['assembly (unnamed)', 'its run never finished (xUnit.net writes the totals at its end)'],
    ])
  })

  it('a failing test without a name is a failure with an empty name, never another name', () => {
    const r = parseReport(
      assembly(
        `<collection name="c"><test type="Shop.Cart" result="Fail">${failure('x')}</test></collection>`,
        'total="1" failed="1"',
      ),
      'r.xml',
    )
    expect(r.failures.map((f) => [f.classname, f.name, f.message])).toStrictEqual([
      ['Shop.Cart', '', 'x'],
    ])
  })
})
