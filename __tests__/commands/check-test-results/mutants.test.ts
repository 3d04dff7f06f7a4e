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
  identityKey,
  type AllowableClass,
  type ReportedFailure,
} from '../../../src/commands/check-test-results/index.js'
import { testCase } from './helpers.js'

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
