/**
 * The gate's decisions that issue 30 found unguarded (hand-written mutants that survived every
 * test): a broken test found by a direct id look-up forgiven, the tie-break between equally good
 * candidates reversed, a candidate's parent-vs-suite score changed, a field dropped from a test's
 * identity, an id losing to a name. Each a user-visible verdict. (go test -count=3 fail, pass,
 * fail: differential.test.ts and the real go-count3.json.)
 */
import { describe, expect, it } from '@jest/globals'
import {
  applyLookups,
  classifyFailures,
  decide,
} from '../../../src/commands/check-test-results/classify.js'
import {
  identityKey,
  type ReportedFailure,
} from '../../../src/commands/check-test-results/report.js'
import { type AllowableClass } from '../../../src/commands/check-test-results/outcome.js'
import { goTestJsonStream } from '../../../src/commands/check-test-results/formats/go-json.js'
import { parseJUnitReport } from '../../../src/commands/check-test-results/formats/junit.js'
import { gradleReport, testCase } from './helpers.js'

const failure = (o: Partial<ReportedFailure> & { name: string }): ReportedFailure => ({
  message: 'boom',
  kind: 'failure',
  report: 'junit.xml',
  attempts: 1,
  ...o,
})
const ALLOW = new Set<AllowableClass>(['quarantined', 'flaky'])
const broken = { value: 'broken' as never, reason: '', timestamp: '2026-11-19T00:00:00Z' }

describe('a direct look-up by id', () => {
  const f = failure({ name: 'test_refund', classname: 'tests.Refunds' })
  const id = 'd68ee055-50d0-5f86-8431-33259a971b37'
  const asNew = classifyFailures([f], [], ALLOW, () => id)

  it('finds a broken test: broken, never forgiven', () => {
    const t = testCase({ name: 'test_refund', classname: 'tests.Refunds', status: broken })
    const [c] = applyLookups(asNew, new Set([id]), new Map([[id, t]]), ALLOW)
    expect(c).toMatchObject({
      class: 'broken',
      allowed: false,
      matchedBy: 'lookup',
      lookedUp: true,
    })
    expect(decide([c!]).outcome).toBe('failure')
  })

  it('finds a quarantined test: forgiven; an id not asked stays new', () => {
    const t = testCase({ name: 'test_refund', classname: 'tests.Refunds', quarantined: true })
    expect(applyLookups(asNew, new Set([id]), new Map([[id, t]]), ALLOW)[0]).toMatchObject({
      class: 'quarantined',
      allowed: true,
    })
    expect(applyLookups(asNew, new Set(), new Map([[id, t]]), ALLOW)[0]).toMatchObject({
      class: 'new',
      allowed: false,
    })
    expect(applyLookups(asNew, new Set([id]), new Map(), ALLOW)[0]).toMatchObject({
      class: 'new',
      allowed: false,
      lookedUp: true,
    })
  })

  it('beats a quarantined test of the same name matched by names', () => {
    const byName = testCase({ name: 'test_refund', classname: 'tests.Refunds', quarantined: true })
    const named = classifyFailures([f], [byName], ALLOW, () => id)
    expect(named[0]).toMatchObject({ class: 'quarantined', matchedBy: 'names' })
    const t = testCase({ name: 'test_refund', classname: 'tests.Refunds', status: broken })
    expect(applyLookups(named, new Set([id]), new Map([[id, t]]), ALLOW)[0]).toMatchObject({
      class: 'broken',
      allowed: false,
    })
  })
})

describe('matching by names', () => {
  it('an id the service lists beats a name match', () => {
    const q = testCase({ name: 't', classname: 'C', quarantined: true })
    const b = testCase({ name: 't', classname: 'C', status: broken })
    const [c] = classifyFailures(
      [failure({ name: 't', classname: 'C' })],
      [q, b],
      ALLOW,
      () => b.id,
    )
    expect(c).toMatchObject({ class: 'broken', matchedBy: 'id', allowed: false })
  })

  it('equally good candidates: the least forgiving is shown, whichever comes first, and nothing is forgiven', () => {
    const q = testCase({ name: 't', classname: 'C', quarantined: true })
    const b = testCase({ name: 't', classname: 'C', status: broken })
    const f = failure({ name: 't', classname: 'C' })
    for (const order of [
      [q, b],
      [b, q],
    ]) {
      const [c] = classifyFailures([f], order, ALLOW)
      expect(c).toMatchObject({ class: 'broken', ambiguous: true, allowed: false })
      expect(c!.test!.id).toBe(b.id)
    }
  })

  it('two quarantined tests that fit equally well: ambiguous, and not forgiven though both are quarantined', () => {
    const a = testCase({ name: 't', classname: 'C', file_path: 'src/a.test.ts', quarantined: true })
    const b = testCase({ name: 't', classname: 'C', file_path: 'src/b.test.ts', quarantined: true })
    const [c] = classifyFailures([failure({ name: 't', classname: 'C' })], [a, b], ALLOW)
    expect(c).toMatchObject({ ambiguous: true, allowed: false })
    expect(decide([c!]).outcome).toBe('failure')
  })

  it('a parent equal to the suite confirms: that candidate wins alone, and is forgiven', () => {
    const same = testCase({ name: 't', classname: 'C', parent: 'S', quarantined: true })
    const other = testCase({ name: 't', classname: 'C', parent: 'Other', status: broken })
    const f = failure({ name: 't', classname: 'C', suite: 'S' })
    for (const order of [
      [same, other],
      [other, same],
    ]) {
      const [c] = classifyFailures([f], order, ALLOW)
      expect(c).toMatchObject({ class: 'quarantined', ambiguous: false, allowed: true })
    }
  })

  it("a service test with no classname: its parent must be the report's suite or classname", () => {
    const t = testCase({ name: 't', parent: 'pkg.A', quarantined: true })
    expect(classifyFailures([failure({ name: 't', suite: 'pkg.A' })], [t], ALLOW)[0]!.class).toBe(
      'quarantined',
    )
    expect(
      classifyFailures([failure({ name: 't', classname: 'pkg.A' })], [t], ALLOW)[0]!.class,
    ).toBe('quarantined')
    expect(classifyFailures([failure({ name: 't', suite: 'pkg.B' })], [t], ALLOW)[0]).toMatchObject(
      {
        class: 'new',
        ruledOut: 1,
      },
    )
  })
})

describe("a test's identity within a report", () => {
  const base = {
    name: 't',
    classname: 'C',
    suite: 'S',
    file: 'a.test.ts',
    variant: 'usd',
    report: 'r',
  }
  it.each(['name', 'classname', 'suite', 'file', 'variant'] as const)(
    'two tests that differ only in %s are two tests',
    (field) => {
      expect(identityKey({ ...base, [field]: `${base[field]}2` })).not.toBe(identityKey(base))
      expect(identityKey({ ...base, [field]: undefined as never })).not.toBe(identityKey(base))
    },
  )
  it('two suite elements of one name are two scopes', () => {
    expect(identityKey(base, 1)).not.toBe(identityKey(base, 2))
    expect(identityKey({ ...base })).toBe(identityKey(base))
  })
})

it('a failure outside the tests fails the decision even with every test forgiven', () => {
  const q = testCase({ name: 't', quarantined: true })
  const c = classifyFailures([failure({ name: 't' })], [q], ALLOW)
  expect(decide(c, 0)).toMatchObject({ outcome: 'success', failed: 1, unexplained: 0 })
  expect(decide(c, 1)).toMatchObject({ outcome: 'failure', failed: 2, unexplained: 0, outside: 1 })
})

// What `npm run mutation -- gate` found unguarded (mutation/RESULTS.md): each a decision a user
// sees in the verdict, the class of a failure or the figures.
describe('matching: fields both sides have', () => {
  it("the service's id in upper case is the same id", () => {
    const id = 'd68ee055-50d0-5f86-8431-33259a971b37'
    const t = testCase({ id: id.toUpperCase(), name: 'renamed since', quarantined: true })
    const [c] = classifyFailures([failure({ name: 'test_refund' })], [t], ALLOW, () => id)
    expect(c).toMatchObject({ class: 'quarantined', matchedBy: 'id', allowed: true })
  })

  it("a failure with no classname still fits a service test that has one (Go's, pytest's by file)", () => {
    const t = testCase({ name: 't', classname: 'C', quarantined: true })
    expect(classifyFailures([failure({ name: 't' })], [t], ALLOW)[0]).toMatchObject({
      class: 'quarantined',
      ruledOut: 0,
    })
  })

  it('a service test with neither classname nor parent fits a failure in any suite', () => {
    const t = testCase({ name: 't', quarantined: true })
    expect(
      classifyFailures([failure({ name: 't', suite: 'S', classname: 'C' })], [t], ALLOW)[0],
    ).toMatchObject({ class: 'quarantined', ruledOut: 0 })
  })

  it('the candidate whose file agrees wins over one that names no file', () => {
    const sameFile = testCase({
      name: 't',
      classname: 'C',
      file_path: 'src/a.test.ts',
      quarantined: true,
    })
    const noFile = testCase({ name: 't', classname: 'C', status: broken })
    const f = failure({ name: 't', classname: 'C', file: 'src/a.test.ts' })
    for (const order of [
      [sameFile, noFile],
      [noFile, sameFile],
    ]) {
      expect(classifyFailures([f], order, ALLOW)[0]).toMatchObject({
        class: 'quarantined',
        ambiguous: false,
        allowed: true,
      })
    }
  })

  it('paths: leading ./ dropped however often, ../ never read as ./, \\ as /', () => {
    const t = (file_path: string) => testCase({ name: 't', file_path, quarantined: true })
    const cls = (file: string, path: string) =>
      classifyFailures([failure({ name: 't', file })], [t(path)], ALLOW)[0]!.class
    expect(cls('././src/a.test.ts', 'src/a.test.ts')).toBe('quarantined')
    expect(cls('src\\a.test.ts', './src/a.test.ts')).toBe('quarantined')
    expect(cls('src/../a.test.ts', 'src/.a.test.ts')).toBe('new')
  })

  it('an id match whose file disagrees is another test (Jest ids leave the file out): never forgiven', () => {
    const id = 'd68ee055-50d0-5f86-8431-33259a971b37'
    const q = testCase({
      id,
      name: 'renders',
      classname: 'CheckoutFlow renders',
      file_path: 'src/checkout/__tests__/CheckoutFlow.test.tsx',
      quarantined: true,
    })
    const f = failure({
      name: 'renders',
      classname: 'CheckoutFlow renders',
      file: 'src/legacy/CheckoutFlow.test.js',
    })
    const [c] = classifyFailures([f], [q], ALLOW, () => id)
    expect(c).toMatchObject({ class: 'new', allowed: false, ruledOut: 1 })
    expect(decide([c!]).outcome).toBe('failure')
    // Found again by a direct look-up: still another file, still not this test.
    const [l] = applyLookups([c!], new Set([id]), new Map([[id, q]]), ALLOW)
    expect(l).toMatchObject({ class: 'new', allowed: false, lookedUp: true })
    expect(l!.matchedBy).toBeUndefined()
    // A failure that names no file takes the id's test.
    const [n] = classifyFailures(
      [failure({ name: 'renders', classname: 'CheckoutFlow renders' })],
      [q],
      ALLOW,
      () => id,
    )
    expect(n).toMatchObject({ class: 'quarantined', matchedBy: 'id' })
  })

  it('a failure with no name is unexplained even when its id or the empty name is listed', () => {
    const id = 'd68ee055-50d0-5f86-8431-33259a971b37'
    const tests = [
      testCase({ id, name: 'x', quarantined: true }),
      testCase({ name: '', quarantined: true }),
    ]
    const [c] = classifyFailures([failure({ name: '' })], tests, ALLOW, () => id)
    expect(c).toMatchObject({ class: 'new', ambiguous: false, ruledOut: 0, allowed: false })
    expect(c!.test).toBeUndefined()
  })

  it('a failure with no Trunk id carries none', () => {
    const [c] = classifyFailures([failure({ name: 't' })], [], ALLOW)
    expect(c).not.toHaveProperty('id')
  })
})

describe('direct look-ups, as they change a failure', () => {
  const id = 'd68ee055-50d0-5f86-8431-33259a971b37'
  it('an id not asked is not marked looked up', () => {
    const [c] = classifyFailures([failure({ name: 't' })], [], ALLOW, () => id)
    const [l] = applyLookups([c!], new Set(), new Map(), ALLOW)
    expect(l).not.toHaveProperty('lookedUp')
  })

  it('a match by id stays a match by id, whatever a look-up of it answered', () => {
    const listed = testCase({ id, name: 't', quarantined: true })
    const [c] = classifyFailures([failure({ name: 't' })], [listed], ALLOW, () => id)
    const other = testCase({ id, name: 't', status: broken })
    const [l] = applyLookups([c!], new Set([id]), new Map([[id, other]]), ALLOW)
    expect(l).toMatchObject({ class: 'quarantined', matchedBy: 'id', allowed: true })
  })

  it('an ambiguous name settled by a look-up of its id is no longer ambiguous', () => {
    const a = testCase({ name: 't', classname: 'C', quarantined: true })
    const b = testCase({ name: 't', classname: 'C', quarantined: true })
    const [c] = classifyFailures([failure({ name: 't', classname: 'C' })], [a, b], ALLOW, () => id)
    expect(c).toMatchObject({ ambiguous: true, allowed: false })
    const found = testCase({ id, name: 't', classname: 'C', quarantined: true })
    const [l] = applyLookups([c!], new Set([id]), new Map([[id, found]]), ALLOW)
    expect(l).toMatchObject({ ambiguous: false, allowed: true, matchedBy: 'lookup' })
    expect(decide([l!])).toMatchObject({ outcome: 'success', ambiguous: 0 })
    expect(decide([l!]).byClass.quarantined).toBe(1)
  })
})

describe('the attempts of one test (formats that write one entry per attempt)', () => {
  const ev = (e: object) => JSON.stringify({ Package: 'example.com/p', ...e })
  const go = (...events: object[]) => {
    const r = goTestJsonStream('go.json')
    r.write(
      [
        ...events.map(ev),
        ev({ Action: events.some((e) => 'Action' in e && e.Action === 'fail') ? 'fail' : 'pass' }),
      ].join('\n') + '\n',
    )
    return r.end().report
  }
  it('a Go failure is a failure (not an error); its failed attempts add up their seconds', () => {
    const run = (action: string, elapsed: number) => [
      { Action: 'run', Test: 'TestX' },
      { Action: action, Test: 'TestX', Elapsed: elapsed },
    ]
    const once = go(...run('fail', 1.5))
    expect(once.failures).toMatchObject([{ name: 'TestX', kind: 'failure', attempts: 1 }])
    const retried = go(...run('fail', 1.5), ...run('fail', 2.5), ...run('pass', 0.5))
    expect(retried.failures).toEqual([])
    expect(retried.passedOnRetry).toMatchObject([{ name: 'TestX', failedAttempts: 2 }])
    expect(retried.passedOnRetry[0]!.failedSeconds).toBeCloseTo(4)
  })
})

describe('JUnit counts', () => {
  it("a test that failed every rerun (<rerunFailure>s alone) counts as one failure in its suite's count", () => {
    const xml = `<testsuite name="s" failures="2" errors="1"><testcase name="a"><rerunFailure message="1"/><rerunFailure message="2"/></testcase><testcase name="b"><failure message="f"/><error message="e"/></testcase></testsuite>`
    const r = parseJUnitReport(xml, 'r.xml')
    expect(r.failures.map((f) => [f.name, f.attempts])).toEqual([
      ['a', 2],
      ['b', 1],
    ])
    expect(r.countMismatches).toEqual([])
  })
})

describe('JUnit: what a failure and a retry carry', () => {
  const parse = (xml: string) => parseJUnitReport(xml, 'r.xml')
  it('a failure with no message and no text has an empty message, on every attempt', () => {
    const tc = (body: string) => `<testcase classname="c" name="t" time="1.5">${body}</testcase>`
    expect(parse(gradleReport(tc('<failure/>'))).failures).toMatchObject([
      { name: 't', message: '' },
    ])
    const twice = parse(gradleReport(`${tc('<failure message="first"/>')}${tc('<error/>')}`))
    expect(twice.failures).toMatchObject([{ name: 't', message: '', kind: 'error', attempts: 2 }])
  })

  it("attempts' seconds add up (Gradle test-retry: fail 1.5 s, fail 2.5 s, pass)", () => {
    const tc = (time: string, body = '') =>
      `<testcase classname="c" name="t" time="${time}">${body}</testcase>`
    const r = parse(
      gradleReport(
        `${tc('1.5', '<failure message="a"/>')}${tc('2.5', '<failure message="b"/>')}${tc('0.5')}`,
      ),
    )
    expect(r.passedOnRetry).toMatchObject([{ name: 't', failedAttempts: 2, message: 'b' }])
    expect(r.passedOnRetry[0]!.failedSeconds).toBeCloseTo(4)
  })

  it("under jest-junit's root, two flaky passes of one title are two tests, each with its own message", () => {
    const tc = (m: string) =>
      `<testcase classname="c t" name="c t"><flakyFailure message="${m}"/></testcase>`
    const r = parse(
      `<testsuites name="jest tests"><testsuite name="c">${tc('one')}${tc('two')}</testsuite></testsuites>`,
    )
    expect(r.passedOnRetry.map((p) => p.message)).toEqual(['one', 'two'])
    const bare = parse(
      `<testsuites name="jest tests"><testsuite name="c"><testcase classname="c t" name="c t"><flakyFailure/></testcase></testsuite></testsuites>`,
    )
    expect(bare.passedOnRetry).toMatchObject([{ message: '', failedAttempts: 1 }])
  })

  it("jest-junit's case for a file that did not load, with no message: a failure outside tests that says so", () => {
    const r = parse(
      `<testsuites name="jest tests"><testsuite name="src/a.test.ts"><testcase classname="Test suite failed to run" name="src/a.test.ts"><failure/></testcase></testsuite></testsuites>`,
    )
    expect(r.outside).toMatchObject([
      { where: 'test file src/a.test.ts', message: 'Test suite failed to run' },
    ])
  })
})

describe('matching: what is left when nothing fits', () => {
  it('a service test with a parent fits a failure that names no suite or classname', () => {
    const t = testCase({ name: 't', parent: 'P', quarantined: true })
    expect(classifyFailures([failure({ name: 't' })], [t], ALLOW)[0]).toMatchObject({
      class: 'quarantined',
      ruledOut: 0,
    })
  })

  it('every candidate ruled out: new, not ambiguous', () => {
    const t = testCase({ name: 't', classname: 'Other', quarantined: true })
    const [c] = classifyFailures([failure({ name: 't', classname: 'C' })], [t], ALLOW)
    expect(c).toMatchObject({ class: 'new', ambiguous: false, ruledOut: 1 })
    expect(decide([c!])).toMatchObject({ ambiguous: 0, byClass: { new: 1 } })
  })
})
