/**
 * The tally the attempt-per-entry formats share (formats/tally.ts): where entries of one test are
 * its attempts (Go) a failure then a pass is flaky, fail-pass-fail is failed, and the last
 * attempt's message is kept with the first one beside it; where they are not (Jest, CTRF, TRX),
 * two entries are two tests whatever their names. Whole results, compared strictly.
 */
import { describe, expect, it } from '@jest/globals'
import { TestTally } from '../../../../src/commands/check-test-results/formats/tally.js'
import type { ReportedTest } from '../../../../src/commands/check-test-results/report.js'

const R = 'r.json'
const test = (name: string, more: Partial<ReportedTest> = {}): ReportedTest => ({
  name,
  classname: 'pkg',
  report: R,
  ...more,
})
const failure = (name: string, message: string, attempts = 1, more: object = {}) => ({
  name,
  classname: 'pkg',
  report: R,
  message,
  kind: 'failure',
  attempts,
  ...more,
})

describe('entries of one test are its attempts', () => {
  it('failed, failed, passed: flaky, with both failed attempts, their time, last and first message', () => {
    const t = new TestTally(R)
    t.fail(test('a'), 'first', 1.5)
    t.fail(test('a'), 'second', 2, 'error')
    t.pass(test('a'))
    expect(t.result(true)).toStrictEqual({
      report: R,
      tests: 3,
      skipped: 0,
      failures: [],
      passedOnRetry: [
        {
          name: 'a',
          classname: 'pkg',
          report: R,
          failedAttempts: 2,
          message: 'second',
          firstMessage: 'first',
          failedSeconds: 3.5,
        },
      ],
      countMismatches: [],
      outside: [],
      showsOutside: true,
    })
  })

  it('failed, passed, failed: failed, its attempts counted, the last kind and message', () => {
    const t = new TestTally(R)
    t.fail(test('a'), 'one')
    t.pass(test('a'))
    t.fail(test('a'), 'two', 0, 'error')
    const r = t.result(false)
    expect(r.failures).toStrictEqual([failure('a', 'two', 2, { kind: 'error' })])
    expect(r.passedOnRetry).toStrictEqual([])
    expect(r.showsOutside).toBe(false)
  })

  it('the same message twice is said once; a pass of another test changes nothing', () => {
    const t = new TestTally(R)
    t.fail(test('a'), 'same')
    t.fail(test('a'), 'same')
    t.pass(test('a'))
    t.fail(test('b'), 'b broke')
    t.pass(test('b', { classname: 'other' }))
    t.pass(test('c'))
    const r = t.result(true)
    expect(r.passedOnRetry).toStrictEqual([
      {
        name: 'a',
        classname: 'pkg',
        report: R,
        failedAttempts: 2,
        message: 'same',
        failedSeconds: 0,
      },
    ])
    expect(r.failures).toStrictEqual([failure('b', 'b broke')])
    expect(r.tests).toBe(6)
  })

  it('failed once, then passed: flaky with its one message, and no first message beside it', () => {
    const t = new TestTally(R)
    t.fail(test('a'), 'once', 0.5)
    t.pass(test('a'))
    expect(t.result(true).passedOnRetry).toStrictEqual([
      {
        name: 'a',
        classname: 'pkg',
        report: R,
        failedAttempts: 1,
        message: 'once',
        failedSeconds: 0.5,
      },
    ])
  })

  it('a pass before any failure is only counted', () => {
    const t = new TestTally(R)
    t.pass(test('a'))
    t.fail(test('a'), 'late')
    expect(t.result(true).failures).toStrictEqual([failure('a', 'late')])
  })
})

describe('entries that are tests of their own', () => {
  it('two failures of one name are two failures; a pass after one does not make it flaky', () => {
    const t = new TestTally(R, false)
    t.fail(test('a'), 'one', 1)
    t.fail(test('a'), 'two', 2)
    t.pass(test('a'))
    const r = t.result(true)
    expect(r.failures).toStrictEqual([failure('a', 'one'), failure('a', 'two')])
    expect(r.passedOnRetry).toStrictEqual([])
    expect(r.tests).toBe(3)
  })

  it('a test the report gives as passed after failed attempts is kept as it says', () => {
    const t = new TestTally(R, false)
    t.passedAfter(test('f', { line: 3 }), 2, 1.25, 'flaked')
    expect(t.result(true).passedOnRetry).toStrictEqual([
      {
        name: 'f',
        classname: 'pkg',
        line: 3,
        report: R,
        failedAttempts: 2,
        failedSeconds: 1.25,
        message: 'flaked',
      },
    ])
  })
})

describe("one test's only result, and what is kept of a test", () => {
  it('record: pass, skip and fail with its kind', () => {
    const t = new TestTally(R, false)
    t.record(test('p'), 'pass')
    t.record(test('s'), 'skip')
    t.record(test('f'), 'fail', 'why', 'error')
    t.record(test('g'), 'fail')
    const r = t.result(true)
    expect(r.tests).toBe(4)
    expect(r.skipped).toBe(1)
    expect(r.failures).toStrictEqual([failure('f', 'why', 1, { kind: 'error' }), failure('g', '')])
  })

  it('every field of the identity is kept, and nothing absent is added', () => {
    const t = new TestTally(R)
    const full: ReportedTest = {
      name: 'n',
      classname: 'c',
      suite: 's',
      file: 'f.go',
      line: 9,
      variant: 'v=1',
      fileInTrunkId: false,
      report: R,
    }
    t.fail(full, 'm', 0.5)
    t.fail({ name: 'bare', report: R }, 'm')
    expect(t.result(true).failures).toStrictEqual([
      { ...full, message: 'm', kind: 'failure', attempts: 1 },
      { name: 'bare', report: R, message: 'm', kind: 'failure', attempts: 1 },
    ])
  })

  it('tests that differ in any field of their identity are different tests', () => {
    const t = new TestTally(R)
    for (const more of [{}, { suite: 'x' }, { file: 'y' }, { variant: 'z' }, { classname: 'q' }])
      t.fail(test('a', more), 'm')
    expect(t.result(true).failures).toHaveLength(5)
  })

  it('what fails outside tests is in the result', () => {
    const t = new TestTally(R)
    t.outside.push({ report: R, where: 'package x', message: 'did not build' })
    expect(t.result(true).outside).toStrictEqual([
      { report: R, where: 'package x', message: 'did not build' },
    ])
  })
})
