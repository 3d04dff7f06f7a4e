/**
 * NUnit 3 XML (formats/nunit.ts) on the files its writers wrote: nunit3-console 3.8 and 3.12,
 * Unity Test Framework 1.1.19 (edit and play mode), NUnit 3.0's own mock assembly (where each
 * comes from: __fixtures__/reports/nunit/README.md); and the rules of its row on small reports.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseReport } from '../../../../src/commands/check-test-results/reports.js'
import { gate, serviceTest } from '../../../../__fixtures__/gate-truth/truth.js'

const NUNIT = join(import.meta.dirname, '../../../../__fixtures__/reports/nunit')
const read = (file: string) => parseReport(readFileSync(join(NUNIT, file), 'utf8'), file)
const failing = (file: string) =>
  read(file).failures.map((f) => [f.kind, f.classname, f.name, f.message])
const run = (body: string, attrs = '') =>
  `<?xml version="1.0" encoding="utf-8"?>\n<test-run id="2" result="Failed" ${attrs}>${body}</test-run>`
const fixture = (body: string, attrs = 'result="Failed" site="Child"') =>
  `<test-suite type="TestFixture" name="Cart" fullname="Shop.Cart" classname="Shop.Cart" ${attrs}>${body}</test-suite>`
const testCase = (name: string, result: string, extra = '') =>
  `<test-case name="${name}" fullname="Shop.Cart.${name}" classname="Shop.Cart" result="${result}" ${extra}/>`

describe('NUnit 3 XML as its writers wrote it', () => {
  it('nunit3-console 3.12 (.NET Core): each failed test case, its error label, its message', () => {
    const r = read('nunit3-console-netcore.xml')
    expect(r).toMatchObject({ format: 'nunit', tests: 9, skipped: 1, outside: [] })
    const cls = 'DotnetTests.XUnitTests.CalculatorTests'
    expect(failing('nunit3-console-netcore.xml')).toEqual([
      [
        'error',
        cls,
        'Exception_In_TargetTest',
        'System.DivideByZeroException : Attempted to divide by zero.',
      ],
      ['error', cls, 'Exception_In_Test', 'System.Exception : Test'],
      ['failure', cls, 'Failing_Test', 'Expected: 3'],
      ['failure', cls, 'Is_Even_Number(3)', 'Expected: True'],
      ['failure', cls, 'Timeout_Test', ''],
    ])
  })

  it('nunit3-console 3.8: parameter rows are tests of their own, named with their arguments', () => {
    expect(failing('nunit3-console-3.8.xml').map(([, , name]) => name)).toEqual([
      'FailThisTest',
      'TestWithParameters("\u00c4")',
      'TestWithParameters("\u00d6")',
    ])
  })

  it('Unity Test Framework (result "Failed(Child)"): a SetUp or TearDown failing in a test is that test failing', () => {
    expect(read('unity-editmode.xml')).toMatchObject({ tests: 6, skipped: 2, outside: [] })
    expect(failing('unity-playmode.xml').map(([kind, cls, name]) => [kind, cls, name])).toEqual([
      ['failure', 'Tests.PlayModeTest', 'FailedTest'],
      ['failure', 'Tests.PlayModeTest', 'FailedUnityTest'],
      ['error', 'Tests.SetupFailedTest', 'PassedTest'],
      ['error', 'Tests.TearDownFailedTest', 'PassedTest'],
    ])
  })

  it("NUnit 3.0's own mock assembly (no classname, Skipped/Invalid, Inconclusive)", () => {
    const r = read('nunit-mock-assembly.xml')
    expect(r).toMatchObject({ tests: 18, outside: [] })
    expect(r.failures.map((f) => [f.kind, f.name])).toEqual([
      ['failure', 'FailingTest'],
      ['error', 'TestWithException'],
    ])
  })

  it('NUnit 2 (<test-results>) is refused naming its root, never read as NUnit 3', () => {
    expect(() => read('nunit2-not-read.xml')).toThrow(
      'nunit2-not-read.xml: is XML whose root element is <test-results>, which is none of the formats',
    )
  })

  it('through the gate: every named Unity failure quarantined, the gate passes', async () => {
    const known = read('unity-playmode.xml').failures.map((f) =>
      serviceTest({ name: f.name, classname: f.classname as string }, 'quarantined'),
    )
    const r = await gate(
      [['reports/TestResults.xml', readFileSync(join(NUNIT, 'unity-playmode.xml'), 'utf8')]],
      {
        known,
        allow: ['quarantined'],
        testOutcome: 'failure',
      },
    )
    expect(r.outcome).toBe('success')
    expect(r.outputs['quarantined-failures-count']).toBe('4')
  })
})

describe("NUnit 3 XML's rules", () => {
  const outside = (xml: string) =>
    parseReport(xml, 'r.xml').outside.map((o) => [o.where, o.message])

  it('a OneTimeSetUp (site SetUp) or OneTimeTearDown failing is a failure outside tests, even when its tests are forgiven', () => {
    const setUp = fixture(
      `<failure><message><![CDATA[OneTimeSetUp: the database is down]]></message></failure>${testCase('Adds', 'Failed', 'label="Error" site="Parent"')}`,
      'result="Failed" label="Error" site="SetUp"',
    )
    expect(outside(run(setUp, 'failed="1"'))).toEqual([
      ['suite "Shop.Cart"', 'OneTimeSetUp: the database is down'],
    ])
    const tearDown = fixture(testCase('Adds', 'Passed'), 'result="Failed" site="TearDown"')
    expect(outside(run(tearDown))).toEqual([['suite "Shop.Cart"', 'failed (site TearDown)']])
  })

  it('an assembly that did not load (NotRunnable, Invalid, nothing under it) is a failure outside tests', () => {
    const assembly = `<test-suite type="Assembly" name="Shop.Tests.dll" fullname="/w/Shop.Tests.dll" runstate="NotRunnable" result="Failed" label="Invalid"><reason><message><![CDATA[File not found: /w/Shop.Tests.dll]]></message></reason></test-suite>`
    expect(outside(run(assembly))).toEqual([
      ['suite "/w/Shop.Tests.dll"', 'File not found: /w/Shop.Tests.dll'],
    ])
  })

  it("a suite failed for its children is theirs; the run's failed count beyond them, or a failed run naming nothing, is not", () => {
    const ok = run(fixture(testCase('Adds', 'Failed')), 'failed="1"')
    expect(parseReport(ok, 'r.xml')).toMatchObject({ outside: [], failures: [{ name: 'Adds' }] })
    expect(outside(run(fixture(testCase('Adds', 'Failed')), 'failed="2"'))).toEqual([
      ['the run', 'the run counts 2 failed test(s), the report names 1'],
    ])
    expect(outside(run(fixture(testCase('Adds', 'Passed'), 'result="Passed"')))).toEqual([
      ['the run', "the run's result is Failed, and the report names nothing that failed"],
    ])
  })

  it('two test cases of one identity are two tests (NUnit records [Retry] inside one result)', () => {
    const r = parseReport(
      run(fixture(`${testCase('Adds', 'Failed')}${testCase('Adds', 'Passed')}`)),
      'r.xml',
    )
    expect(r).toMatchObject({ failures: [{ name: 'Adds' }], passedOnRetry: [] })
  })

  it('a result NUnit 3 does not write, or a count that is not a count, is an error naming the report', () => {
    expect(() => parseReport(run(fixture(testCase('Adds', 'Exploded'))), 'r.xml')).toThrow(
      'r.xml: the <test-case> "Shop.Cart.Adds" has result "Exploded"',
    )
    for (const r of ['constructor', 'toString', '__proto__'])
      expect(() => parseReport(run(fixture(testCase('Adds', r))), 'r.xml')).toThrow(
        `r.xml: the <test-case> "Shop.Cart.Adds" has result "${r}"`,
      )
    expect(() =>
      parseReport(run(fixture(testCase('Adds', 'Passed')), 'failed="1.5"'), 'r.xml'),
    ).toThrow('r.xml: <test-run> has failed="1.5"')
    for (const k of ['testcasecount', 'total', 'passed', 'inconclusive', 'skipped'])
      expect(() =>
        parseReport(run(fixture(testCase('Adds', 'Passed')), `${k}="x"`), 'r.xml'),
      ).toThrow(`r.xml: <test-run> has ${k}="x"`)
  })

  it('a suite that failed at its own site is said, whatever failed under it; one failed for its parent is not', () => {
    const where = (xml: string) => parseReport(run(xml), 'r.xml').outside.map((o) => o.where)
    const assembly = (body: string, attrs: string) =>
      `<test-suite type="Assembly" name="a.dll" fullname="a.dll" ${attrs}>${body}</test-suite>`
    // A OneTimeTearDown failing after a test failed: the suite and the test both.
    expect(
      where(fixture(testCase('Adds', 'Failed'), 'result="Failed" site="TearDown"')),
    ).toStrictEqual(['suite "Shop.Cart"'])
    // The assembly's OneTimeSetUp failed: its fixture failed for its parent, said once.
    expect(
      where(
        assembly(
          fixture(testCase('Adds', 'Passed'), 'result="Failed" site="Parent"'),
          'result="Failed" site="SetUp"',
        ),
      ),
    ).toStrictEqual(['suite "a.dll"'])
    // A fixture's OneTimeSetUp failed with a failed test under it: its assembly failed for it.
    expect(
      where(
        assembly(
          fixture(testCase('Adds', 'Failed'), 'result="Failed" site="SetUp"'),
          'result="Failed" site="Child"',
        ),
      ),
    ).toStrictEqual(['suite "Shop.Cart"'])
  })

  it("a suite's failures below it add up: a child failed at its own site, then a failed test, account for their parent", () => {
    const child = `<test-suite type="TestFixture" name="Db" fullname="Shop.Db" result="Failed" site="SetUp"></test-suite>`
    const parent = `<test-suite type="Assembly" name="a.dll" fullname="a.dll" result="Failed" site="Child">${child}${testCase('Adds', 'Failed')}</test-suite>`
    const r = parseReport(run(parent), 'r.xml')
    expect(r.outside.map((o) => [o.where, o.message])).toStrictEqual([
      ['suite "Shop.Db"', 'failed (site SetUp)'],
    ])
    expect(r.failures.map((f) => f.name)).toStrictEqual(['Adds'])
    // The same with the failed test first and the child's failed test after it.
    const nested = `<test-suite type="Assembly" name="a.dll" fullname="a.dll" result="Failed" site="Child">${testCase('Adds', 'Failed')}${fixture(testCase('Takes', 'Failed'))}</test-suite>`
    expect(parseReport(run(nested), 'r.xml').outside).toStrictEqual([])
    const childFirst = `<test-suite type="Assembly" name="a.dll" fullname="a.dll" result="Failed" site="Child">${fixture(testCase('Takes', 'Failed'))}${testCase('Adds', 'Failed')}</test-suite>`
    expect(parseReport(run(childFirst), 'r.xml').outside).toStrictEqual([])
  })

  it("a message is its holder's first, from its <failure> or <reason>; one elsewhere, or outside any suite, is read past", () => {
    // A failed test case: its failure's message, not its assertion's after it, nor a second.
    const withAssertion = testCase('Adds', 'Failed').replace(
      '/>',
      '><failure><message>first</message></failure><failure><message>second</message></failure><assertions><assertion result="Failed"><message>assertion</message></assertion></assertions></test-case>',
    )
    // After a failure closed, a message that is in neither is no one's.
    const noFailureMessage = testCase('Takes', 'Failed').replace(
      '/>',
      '><failure><stack-trace>at Cart</stack-trace></failure><assertions><assertion><message>not it</message></assertion></assertions></test-case>',
    )
    const skipped = testCase('Skips', 'Skipped').replace(
      '/>',
      '><reason><message>later</message></reason></test-case>',
    )
    const afterReason = testCase('Breaks', 'Failed').replace(
      '/>',
      '><assertions><assertion><message>not this either</message></assertion></assertions></test-case>',
    )
    const xml = run(
      `<failure><message>the run's own</message></failure>${fixture(withAssertion + noFailureMessage + skipped + afterReason)}`,
    )
    const r = parseReport(xml, 'r.xml')
    expect(r.failures.map((f) => [f.name, f.message])).toStrictEqual([
      ['Adds', 'first'],
      ['Takes', ''],
      ['Breaks', ''],
    ])
    // A suite: its failure's message, the first when it has two; an empty one is none.
    const suite = fixture(
      '<failure><message></message></failure><reason><message>setup broke</message></reason><failure><message>later</message></failure>',
      'result="Failed" site="SetUp"',
    )
    expect(outside(run(suite))).toStrictEqual([['suite "Shop.Cart"', 'setup broke']])
  })

  it("a <test-run> inside the root is refused: its result and counts would replace the run's", () => {
    // The run counts 3 failed; an inner run saying 0 must not make the report pass.
    const inner = '<test-run id="3" result="Passed" total="0" failed="0"/>'
    expect(() =>
      parseReport(
        run(inner + fixture(testCase('Adds', 'Passed'), 'result="Passed"'), 'failed="3"'),
        'r.xml',
      ),
    ).toThrow('r.xml: a <test-run> inside the <test-run> (line 2); NUnit 3 writes one, the root')
  })

  it('a <test-case> inside a <test-case> is refused; a result is quoted at 40 characters; nameless ones are said as such', () => {
    const nested = testCase('Adds', 'Failed').replace(
      '/>',
      `>${testCase('Inner', 'Passed')}</test-case>`,
    )
    expect(() => parseReport(run(fixture(nested)), 'r.xml')).toThrow(
      'r.xml: a <test-case> inside the <test-case> "Adds" (line 2)',
    )
    const long = 'Exploded'.repeat(10)
    expect(() => parseReport(run(fixture(testCase('Adds', long))), 'r.xml')).toThrow(
      `r.xml: the <test-case> "Shop.Cart.Adds" has result "${long.slice(0, 40)}" (line 2), not one NUnit 3 writes`,
    )
    expect(() => parseReport(run(fixture('<test-case classname="Shop.Cart"/>')), 'r.xml')).toThrow(
      'r.xml: the <test-case> "" has result "" (line 2), not one NUnit 3 writes',
    )
    const nameless = parseReport(
      run(fixture('<test-case classname="Shop.Cart" result="Failed"/>')),
      'r.xml',
    )
    expect(nameless.failures.map((f) => [f.classname, f.name])).toStrictEqual([['Shop.Cart', '']])
    // A suite without a name that failed on its own: said as unnamed, with its site.
    expect(outside(run('<test-suite result="Failed" site="SetUp"/>'))).toStrictEqual([
      ['suite "(unnamed)"', 'failed (site SetUp)'],
    ])
    // A test case outside any suite is read as one (no suite to count it).
    expect(
      parseReport(run(testCase('Loose', 'Failed')), 'r.xml').failures.map((f) => f.name),
    ).toStrictEqual(['Loose'])
    // Failed with nothing under it and no site: said as failed, nothing more.
    expect(outside(run('<test-suite name="Empty" result="Failed"/>'))).toStrictEqual([
      ['suite "Empty"', 'failed'],
    ])
  })
})
