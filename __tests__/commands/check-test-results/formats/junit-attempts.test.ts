/**
 * Reports as the real tools write them (`__fixtures__/junit/tools/`, see its README): attempts
 * and reruns, tests that failed outside the report, suites whose counts disagree, hostile
 * DOCTYPEs, and a report read as a stream in pieces.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  junitFormat,
  parseJUnitReport,
} from '../../../../src/commands/check-test-results/formats/junit.js'
import { XmlReport } from '../../../../src/commands/check-test-results/formats/xml.js'
import { readReport } from '../../../../src/commands/check-test-results/reports.js'
import { gotestsumReport, gradleReport } from '../helpers.js'

const TOOLS = join(import.meta.dirname, '../../../../__fixtures__/junit/tools')
const parse = (file: string) => parseJUnitReport(readFileSync(join(TOOLS, file), 'utf8'), file)
const failed = (file: string) => parse(file).failures.map((f) => [f.name, f.attempts])
const retried = (file: string) => parse(file).passedOnRetry.map((p) => [p.name, p.failedAttempts])

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('attempts of one test in one report', () => {
  it('gotestsum --rerun-fails: a test that failed then passed is not a failure; one that failed every run is one', () => {
    const r = parse('gotestsum-rerun-fails.xml')
    expect(r.tests).toBe(9)
    expect(failed('gotestsum-rerun-fails.xml')).toEqual([
      ['TestGatewayProxiesWebSockets/upgrade_header', 3],
      ['TestGatewayProxiesWebSockets', 3],
    ])
    expect(retried('gotestsum-rerun-fails.xml')).toEqual([['TestGatewayRateLimitsPerToken', 1]])
    expect(r.countMismatches).toEqual([])
  })

  it("Gradle test-retry: passed on the retry, or one failure carrying the last attempt's message", () => {
    expect(failed('gradle-test-retry.xml')).toEqual([['rejectsUnbalancedParens()', 2]])
    expect(parse('gradle-test-retry.xml').failures[0]!.message).toBe(
      'org.opentest4j.AssertionFailedError: expected exception (attempt 2)',
    )
    expect(retried('gradle-test-retry.xml')).toEqual([['handlesUnicodeQueries()', 1]])
  })

  it('Marathon: one test case per attempt', () => {
    expect(failed('marathon.xml')).toEqual([['rejectsWrongPassword', 1]])
    expect(retried('marathon.xml')).toEqual([['paysWithSavedCard', 1]])
  })

  it('writers not known to write attempts: two test cases of one identity are two tests (issue 39, item 3)', () => {
    // mocha-junit-reporter (also Cypress's default): two it() of one title, the first failing.
    const mocha = parse('mocha-same-title.xml')
    expect(mocha.failures.map((f) => [f.name, f.message, f.attempts])).toEqual([
      ['orders refunds an order', 'expected status 200, got 500  500 !== 200', 1],
    ])
    expect(mocha.passedOnRetry).toEqual([])
    // @web/test-runner, pytest, an unknown writer, a Gradle-like root of another attribute set:
    expect(failed('web-test-runner.xml')).toEqual([['renders the avatar fallback', 1]])
    expect(retried('web-test-runner.xml')).toEqual([])
    const twice =
      '<testcase classname="c" name="t"><failure/></testcase><testcase classname="c" name="t"/>'
    for (const xml of [
      `<testsuite name="s">${twice}</testsuite>`,
      `<testsuites><testsuite name="pytest" errors="0" failures="1" skipped="0" tests="2" time="0.1" timestamp="x" hostname="h">${twice}</testsuite></testsuites>`,
      gradleReport(twice).replace('hostname="runner" ', ''),
      gotestsumReport(twice).replace('go.version', 'go.versions'),
    ])
      expect(parseJUnitReport(xml, 'r.xml')).toMatchObject({
        failures: [{ name: 't' }],
        passedOnRetry: [],
      })
    // The same under a writer known to write attempts: the pass is the failure's retry.
    for (const xml of [gradleReport(twice), gotestsumReport(twice)])
      expect(parseJUnitReport(xml, 'r.xml')).toMatchObject({
        failures: [],
        passedOnRetry: [{ name: 't' }],
      })
  })

  it('Surefire reruns: flakyError passed on a rerun; rerunFailure beside failure are attempts of one failure', () => {
    expect(failed('surefire-reruns.xml')).toEqual([['testLoginRejectsExpiredToken', 3]])
    expect(retried('surefire-reruns.xml')).toEqual([['testSessionCacheEvictsAfterTtl', 1]])
    expect(parse('surefire-reruns.xml').passedOnRetry[0]!.message).toBe('Connection refused')
  })

  it('pytest-rerunfailures and vitest keep only the final result: the flaky test passed', () => {
    expect(failed('pytest-rerunfailures.xml')).toEqual([
      ['test_refund_rounds_half_cents_down', 1],
      ['test_refund_always_times_out', 1],
    ])
    expect(failed('pytest-xunit2.xml').map(([n]) => n)).toContain('test_refund_is_flaky')
    expect(failed('vitest.xml')).toEqual([['cart > applies a coupon', 1]])
  })

  it('the last attempt counts: a pass then a failure is a failure; the same test in another file is judged there', () => {
    const tc = (body = '') => `<testcase classname="c" name="t">${body}</testcase>`
    const xml = gradleReport(`${tc()}${tc('<failure message="late"/>')}`)
    expect(parseJUnitReport(xml, 'a.xml')).toMatchObject({
      failures: [{ name: 't', message: 'late', attempts: 1 }],
      passedOnRetry: [],
    })
    // Fail then pass: passed on a retry; fail, pass, fail: failed, with both failed attempts.
    const retried = gradleReport(`${tc('<failure message="first"/>')}${tc()}`)
    expect(parseJUnitReport(retried, 'a.xml')).toMatchObject({
      failures: [],
      passedOnRetry: [{ name: 't', failedAttempts: 1, message: 'first' }],
    })
    const again = gradleReport(
      `${tc('<failure message="first"/>')}${tc()}${tc('<failure message="third"/>')}`,
    )
    expect(parseJUnitReport(again, 'a.xml')).toMatchObject({
      failures: [{ name: 't', message: 'third', attempts: 2 }],
      passedOnRetry: [],
    })
    const alone = `<testsuite name="s">${tc('<failure message="boom"/>')}</testsuite>`
    expect(parseJUnitReport(alone, 'b.xml').failures).toHaveLength(1)
  })

  it('the identity includes suite, classname and file: equal names elsewhere are other tests', () => {
    const xml = `<testsuites>
      <testsuite name="unit"><testcase classname="c" name="t"><failure/></testcase></testsuite>
      <testsuite name="e2e"><testcase classname="c" name="t"/></testsuite>
      <testsuite name="unit"><testcase classname="c" name="t" file="x.py"/></testsuite>
    </testsuites>`
    const r = parseJUnitReport(xml, 'r.xml')
    expect(r.failures.map((f) => [f.suite, f.name])).toEqual([['unit', 't']])
    expect(r.passedOnRetry).toEqual([])
  })

  it('in one suite, cases differing only in file are two tests, whichever comes first', () => {
    // The reader's hash leaves the file out; the exact key (and the second reading) decide.
    const tc = (file: string, body = '') =>
      `<testcase classname="c" name="t" file="${file}">${body}</testcase>`
    for (const xml of [
      `<testsuite name="s">${tc('a.py')}${tc('b.py', '<failure message="boom"/>')}</testsuite>`,
      `<testsuite name="s">${tc('b.py', '<failure message="boom"/>')}${tc('a.py')}</testsuite>`,
    ]) {
      const r = parseJUnitReport(xml, 'r.xml')
      expect(r.failures.map((f) => [f.file, f.message])).toEqual([['b.py', 'boom']])
      expect(r.passedOnRetry).toEqual([])
    }
  })
})

describe('failures the reports do not name', () => {
  it("jest-junit's default leaves a test file that failed to load out of the report entirely", () => {
    // jest exited 1; the report names one failure and counts no error: only the step's own
    // outcome (test-outcome) can tell the gate.
    const r = parse('jest-junit-default.xml')
    expect(r.failures.map((f) => f.name)).toEqual(['CheckoutFlow renders the order summary'])
    expect(r.countMismatches).toEqual([])
    expect(readFileSync(join(TOOLS, 'jest-junit-default.xml'), 'utf8')).not.toContain('broken')
  })

  it('with reportTestSuiteErrors the broken file is a failure outside tests, named once', () => {
    const r = parse('jest-junit-suite-errors.xml')
    expect(r.failures.map((f) => [f.suite, f.name, f.attempts])).toEqual([
      ['CheckoutFlow', 'CheckoutFlow renders the order summary', 1],
    ])
    expect(r.outside).toEqual([
      {
        report: 'jest-junit-suite-errors.xml',
        where: 'test file src/search/__tests__/broken.test.js',
        message:
          "Cannot find module '../rank-that-was-renamed' from 'src/search/__tests__/broken.test.js'",
      },
    ])
  })

  it("a suite declaring more failures than it names is a count mismatch, nested suites' included", () => {
    const xml = `<testsuites failures="3">
      <testsuite name="outer" failures="2" errors="1">
        <testcase name="a"><failure/></testcase>
        <testsuite name="inner" failures="1"><testcase name="b"><error/></testcase></testsuite>
      </testsuite>
      <testsuite name="quiet" failures="2"><testcase name="c"><failure/></testcase></testsuite>
    </testsuites>`
    expect(parseJUnitReport(xml, 'r.xml').countMismatches).toEqual([
      { suite: 'outer', declared: 3, named: 2 },
      { suite: 'quiet', declared: 2, named: 1 },
    ])
  })

  it('counts that agree, or are absent, are no mismatch', () => {
    for (const attrs of ['', 'failures="1"', 'failures="1" errors="0"']) {
      const xml = `<testsuite name="s" ${attrs}><testcase name="a"><failure/></testcase></testsuite>`
      expect(parseJUnitReport(xml, 'r.xml').countMismatches).toEqual([])
    }
  })
})

describe('hostile reports', () => {
  it('a DOCTYPE that declares entities is refused, naming the file, and nothing is fetched', () => {
    for (const doctype of [
      '<!DOCTYPE testsuite [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      '<!DOCTYPE testsuite [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>',
      '<!DOCTYPE testsuite [ <!entity x "y"> ]>',
    ]) {
      const xml = `<?xml version="1.0"?>${doctype}<testsuite><testcase name="t"><failure message="&xxe;"/></testcase></testsuite>`
      expect(() => parseJUnitReport(xml, 'reports/evil.xml')).toThrow(
        /^reports\/evil\.xml: its DOCTYPE declares entities/,
      )
    }
  })

  it('an entity that is not declared is not well-formed; a plain DOCTYPE is accepted', () => {
    expect(() =>
      parseJUnitReport('<testsuite><testcase name="t">&nope;</testcase></testsuite>', 'r.xml'),
    ).toThrow(/^r\.xml: not well-formed XML \(line 1, column \d+: undefined entity/)
    expect(
      parseJUnitReport('<!DOCTYPE testsuite><testsuite><testcase name="t"/></testsuite>', 'r.xml')
        .tests,
    ).toBe(1)
  })
})

describe('streaming', () => {
  it('the same result however the text is cut into pieces', () => {
    const xml = readFileSync(join(TOOLS, 'surefire-reruns.xml'), 'utf8')
    const whole = parseJUnitReport(xml, 'r.xml')
    for (const size of [1, 7, 64]) {
      const reader = new XmlReport({ shown: 'r.xml', workspace: '' }, [['junit', junitFormat]])
      for (let i = 0; i < xml.length; i += size) reader.write(xml.slice(i, i + size))
      expect(reader.end().report).toEqual(whole)
    }
  })

  it('a pass long before the failure of the same test is no retry: the failure is its last attempt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-stream-'))
    dirs.push(dir)
    const filler = Array.from({ length: 3000 }, (_, i) => `<testcase name="t${i}"/>`).join('')
    writeFileSync(
      join(dir, 'r.xml'),
      gradleReport(
        `<testcase name="flaky"><failure message="first"/></testcase>${filler}<testcase name="flaky"/><testcase name="t1"><failure message="x"/></testcase><testcase name="other"><failure message="y"/></testcase>`,
      ),
    )
    const r = await readReport(join(dir, 'r.xml'), dir)
    // t1 passed 3,000 cases before it failed: failed. "flaky" failed, then passed: a retry.
    expect(r.failures.map((f) => f.name)).toEqual(['t1', 'other'])
    expect(r.passedOnRetry.map((p) => p.name)).toEqual(['flaky'])
  })

  it('reads a file larger than one chunk with a failure at its end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-stream-'))
    dirs.push(dir)
    const body = Array.from({ length: 3000 }, (_, i) => `<testcase name="t${i}"/>`).join('')
    writeFileSync(
      join(dir, 'big.xml'),
      `<testsuite failures="1">${body}<testcase name="last"><failure message="at the end"/></testcase></testsuite>`,
    )
    const r = await readReport(join(dir, 'big.xml'), dir)
    expect(r.tests).toBe(3001)
    expect(r.failures.map((f) => f.message)).toEqual(['at the end'])
  })
})

describe('failures the suites count, and failures outside test cases', () => {
  it('a test case with several <failure> elements is one failing test, and the suite counting them agrees', () => {
    const xml = `<testsuites tests="4" failures="4"><testsuite name="s" tests="4" failures="4">
      <testcase classname="c" name="a"><failure message="one"/><failure message="two"/><failure message="three"/></testcase>
      <testcase classname="c" name="b"><failure message="four"/></testcase>
      <testcase classname="c" name="p1"/><testcase classname="c" name="p2"/>
    </testsuite></testsuites>`
    const r = parseJUnitReport(xml, 'r.xml')
    expect(r.failures.map((f) => [f.name, f.message, f.attempts])).toEqual([
      ['a', 'one', 1],
      ['b', 'four', 1],
    ])
    expect(r.countMismatches).toEqual([])
  })

  it('a suite-level <error> is a failure outside test cases, with its message', () => {
    const xml = `<testsuites><testsuite name="tests.test_ledger" errors="1">
      <error message="ImportError while importing test module">trace</error>
      <testcase classname="tests.test_ledger" name="test_ok"/>
    </testsuite><testsuite name="t2"><failure>Setup of the class failed
more</failure></testsuite></testsuites>`
    const r = parseJUnitReport(xml, 'r.xml')
    expect(r.failures).toEqual([])
    expect(r.outside).toEqual([
      {
        report: 'r.xml',
        where: 'suite "tests.test_ledger"',
        message: 'ImportError while importing test module',
      },
      { report: 'r.xml', where: 'suite "t2"', message: 'Setup of the class failed' },
    ])
  })

  it('a failing test case without a name is a failure of its own, never an attempt of another nameless case', () => {
    for (const xml of [
      '<testsuite><testcase><failure/></testcase></testsuite>',
      '<testsuite><testcase/><testcase><failure/></testcase></testsuite>',
      '<testsuite><testcase><failure/></testcase><testcase/></testsuite>',
    ]) {
      const r = parseJUnitReport(xml, 'r.xml')
      expect(r.failures).toEqual([expect.objectContaining({ name: '', kind: 'failure' })])
      expect(r.passedOnRetry).toEqual([])
    }
    const two = parseJUnitReport(
      '<testsuite><testcase><failure/></testcase><testcase><error/></testcase></testsuite>',
      'r.xml',
    )
    expect(two.failures.map((f) => f.kind)).toEqual(['failure', 'error'])
  })
})

describe("each rule of a writer's attempts, one by one", () => {
  const tc = (body = '', name = 't') => `<testcase classname="c" name="${name}">${body}</testcase>`
  const failThenPass = `${tc('<failure message="first"/>')}${tc()}`
  const asAttempts = { failures: [], passedOnRetry: [{ name: 't' }] }
  const asTwoTests = { failures: [{ name: 't' }], passedOnRetry: [] }
  // Gradle's and Marathon's root suites, their attributes in their order.
  const gradle = ['name="s"', 'tests="2"', 'skipped="0"', 'failures="1"', 'errors="0"'].concat([
    'timestamp="2026-11-20T09:12:44"',
    'hostname="runner"',
    'time="1.0"',
  ])
  const marathon = [
    'name="common"',
    'tests="2"',
    'failures="1"',
    'errors="0"',
    'skipped="0"',
  ].concat(['time="1.0"', 'timestamp="2026-11-20T09:12:44"'])
  const root = (attributes: string[], body = failThenPass) =>
    `<testsuite ${attributes.join(' ')}>${body}</testsuite>`

  it('Gradle is recognised by exactly its attributes in its order: another order, name or one more is not Gradle', () => {
    expect(parseJUnitReport(root(gradle), 'r.xml')).toMatchObject(asAttempts)
    const swapped = [...gradle]
    ;[swapped[1], swapped[2]] = [swapped[2]!, swapped[1]!]
    for (const attributes of [
      swapped,
      gradle.map((a) => a.replace('hostname=', 'host=')),
      [...gradle, 'id="1"'],
      gradle.slice(0, -1),
    ])
      expect(parseJUnitReport(root(attributes), 'r.xml')).toMatchObject(asTwoTests)
  })

  it('Marathon is a root suite named common with exactly its attributes: nested, named otherwise or with others, it is not', () => {
    expect(parseJUnitReport(root(marathon), 'r.xml')).toMatchObject(asAttempts)
    for (const xml of [
      `<testsuites>${root(marathon)}</testsuites>`,
      root(marathon.map((a) => a.replace('"common"', '"checkout"'))),
      root(['name="common"', 'tests="2"']),
    ])
      expect(parseJUnitReport(xml, 'r.xml')).toMatchObject(asTwoTests)
  })

  it("a suite's properties are its writer's evidence until its first test case, in the suite they are in", () => {
    const goVersion = '<properties><property name="go.version" value="go1.22"/></properties>'
    // Properties after the first test case come too late: the suite was decided at it.
    const late = `<testsuite name="s">${tc('<failure message="first"/>')}${goVersion}${tc()}</testsuite>`
    expect(parseJUnitReport(late, 'r.xml')).toMatchObject(asTwoTests)
    // Properties of the root <testsuites> and of a sibling suite are not this suite's.
    const siblings = `<testsuites><properties><property name="x" value="1"/></properties>
      <testsuite name="outer">
        <testsuite name="first">${failThenPass}</testsuite>
        <testsuite name="second">${goVersion}${failThenPass.replaceAll('"t"', '"u"')}</testsuite>
      </testsuite></testsuites>`
    const r = parseJUnitReport(siblings, 'r.xml')
    expect(r.failures.map((f) => [f.suite, f.name])).toEqual([['first', 't']])
    expect(r.passedOnRetry.map((p) => [p.suite, p.name])).toEqual([['second', 'u']])
    // At most 1,000 properties a suite are kept as evidence (a report cannot fill the memory).
    const filler = (n: number) =>
      Array.from({ length: n }, (_, i) => `<property name="p${i}" value=""/>`).join('')
    const withFiller = (n: number) =>
      `<testsuite name="s"><properties>${filler(n)}<property name="go.version" value="go1.22"/></properties>${failThenPass}</testsuite>`
    expect(parseJUnitReport(withFiller(999), 'r.xml')).toMatchObject(asAttempts)
    expect(parseJUnitReport(withFiller(1000), 'r.xml')).toMatchObject(asTwoTests)
  })

  it('under a writer of attempts: failures of one test are one, nameless failures are each their own, the first message kept', () => {
    const twice = `${tc('<failure message="first"/>')}${tc('<failure message="second"/>')}`
    expect(parseJUnitReport(root(gradle, twice), 'r.xml').failures).toStrictEqual([
      expect.objectContaining({ name: 't', message: 'second', attempts: 2 }),
    ])
    const passedLast = root(gradle, `${twice}${tc()}`)
    expect(parseJUnitReport(passedLast, 'r.xml').passedOnRetry).toStrictEqual([
      expect.objectContaining({ failedAttempts: 2, message: 'second', firstMessage: 'first' }),
    ])
    const nameless = root(gradle, `${tc('<failure/>', '')}${tc('<failure/>', '')}`)
    expect(parseJUnitReport(nameless, 'r.xml').failures.map((f) => f.attempts)).toEqual([1, 1])
  })

  it('under any other writer: two failures of one identity are two failures', () => {
    const twice = `${tc('<failure message="first"/>')}${tc('<failure message="second"/>')}`
    const r = parseJUnitReport(`<testsuite name="s">${twice}</testsuite>`, 'r.xml')
    expect(r.failures.map((f) => [f.name, f.message, f.attempts])).toEqual([
      ['t', 'first', 1],
      ['t', 'second', 1],
    ])
  })

  it("Surefire's reruns that passed: each test case once, its first and last messages, nothing for a nameless case", () => {
    const flaky = (...messages: (string | undefined)[]) =>
      tc(
        messages
          .map((m) => (m === undefined ? '<flakyFailure/>' : `<flakyFailure message="${m}"/>`))
          .join(''),
      )
    const one = (body: string, attributes = ['name="s"']) =>
      parseJUnitReport(root(attributes, body), 'r.xml').passedOnRetry
    expect(one(flaky('a', 'b'))).toStrictEqual([
      expect.objectContaining({ failedAttempts: 2, message: 'b', firstMessage: 'a' }),
    ])
    expect(one(flaky('a', 'a'))[0]).not.toHaveProperty('firstMessage')
    expect(one(flaky(undefined))[0]).toMatchObject({ message: '' })
    // Three test cases of one identity from a writer not known to write attempts: three tests.
    expect(one(`${flaky('a')}${flaky('b')}${flaky('c')}`).map((p) => p.message)).toEqual([
      'a',
      'b',
      'c',
    ])
    // From a writer of attempts: one test, the first test case's.
    expect(one(`${flaky('a')}${flaky('b')}`, gradle).map((p) => p.message)).toEqual(['a'])
    // A nameless test case has no identity to have passed on a rerun.
    expect(one(tc('<flakyFailure message="a"/>', ''))).toEqual([])
  })
})
