/**
 * `go test -json` (formats/go-json.ts), rule by rule on small streams: the proof of a stream, each
 * action, a failure's located message, attempts, and what fails outside tests (a package failed
 * with no failed test, a build failure either way Go writes it, a test that never ended, a panic
 * that ends a package, a stream cut short). Real streams are in formats.test.ts and the
 * differential tests.
 */
import { describe, expect, it } from '@jest/globals'
import { parseReport } from '../../../../src/commands/check-test-results/reports.js'
import { refusalOf } from '../helpers.js'
import {
  isGoEvent,
  provesGoTestJson,
  withoutTestSuffix,
} from '../../../../src/commands/check-test-results/formats/go-json.js'

type Ev = Record<string, unknown>
const P = 'example.com/m/pkg'
const stream = (...events: (Ev | string)[]) =>
  events.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join('\n') + '\n'
const read = (...events: (Ev | string)[]) => parseReport(stream(...events), 'go.json')
const ev = (Action: string, Test?: string, more: Ev = {}, pkg: string | null = P): Ev => ({
  Action,
  ...(pkg !== null ? { Package: pkg } : {}),
  ...(Test !== undefined ? { Test } : {}),
  ...more,
})
const out = (Test: string | undefined, Output: string, pkg: string | null = P) =>
  ev('output', Test, { Output }, pkg)
const outside = (...events: (Ev | string)[]) =>
  read(...events).outside.map((o) => [o.where, o.message])

describe('the proof of a stream', () => {
  it("an event of test2json's shape, with an action test2json writes, or Go's build-failed line", () => {
    expect(provesGoTestJson('{"Action":"start","Package":"x"}')).toBe(true)
    expect(provesGoTestJson('{"Time":"2026-01-01T00:00:00Z","Action":"run","Test":"T"}')).toBe(true)
    expect(
      provesGoTestJson('{"ImportPath":"x [x.test]","Action":"build-output","Output":"a"}'),
    ).toBe(true)
    expect(provesGoTestJson('FAIL example.com/m/pkg [build failed]')).toBe(true)
    expect(provesGoTestJson('FAIL example.com/m/pkg [setup failed]')).toBe(true)
    for (const first of [
      '{"Action":"jump","Package":"x"}',
      '{"numTotalTests":1,"Action":"run"}',
      '{"Action":7}',
      '{"Action":"run","Elapsed":"1"}',
      '{"Action":"run","Test":3}',
      '{',
      'ok  example.com/m/pkg 0.01s',
      'FAIL example.com/m/pkg 0.01s',
    ])
      expect({ first, proved: provesGoTestJson(first) }).toStrictEqual({ first, proved: false })
  })

  it('isGoEvent: each field test2json writes, of its type; any action unless only known ones', () => {
    expect(isGoEvent({ Action: 'custom' })).toBe(true)
    expect(isGoEvent({ Action: 'custom' }, true)).toBe(false)
    expect(
      isGoEvent(
        { Action: 'run', Elapsed: 0.5, Package: 'p', Test: 't', Output: 'o', ImportPath: 'i' },
        true,
      ),
    ).toBe(true)
    for (const bad of [
      null,
      [],
      'run',
      { Action: 'run', Output: 1 },
      { Action: 'run', Package: null },
      { Action: 'run', ImportPath: 1 },
    ])
      expect(isGoEvent(bad)).toBe(false)
  })

  it('a line that is no event, later in the stream, is refused naming it', () => {
    const msg = refusalOf
    expect(msg(() => read(ev('start'), '--- FAIL: TestX (0.00s)'))).toContain(
      'line 2 is not an event of go test -json: "--- FAIL: TestX (0.00s)"',
    )
    expect(msg(() => read(ev('start'), '{"Action":'))).toContain(
      'line 2 is not a JSON event of go test -json',
    )
    expect(msg(() => read(ev('start'), '{"Action":"run","Test":5}'))).toContain(
      'line 2 is JSON but not an event of go test -json',
    )
  })

  it('withoutTestSuffix drops only a bracketed suffix at the end', () => {
    expect(withoutTestSuffix('a/b [a/b.test]')).toBe('a/b')
    expect(withoutTestSuffix('a/b')).toBe('a/b')
    expect(withoutTestSuffix('a/b [x] y')).toBe('a/b [x] y')
    expect(withoutTestSuffix('a/b]')).toBe('a/b]')
  })
})

describe('tests and their attempts', () => {
  it("a failure's message is its first located line; without one, Go's FAIL line", () => {
    const r = read(
      ev('start'),
      ev('run', 'TestA'),
      out('TestA', '=== RUN   TestA\n'),
      out('TestA', '    a_test.go:12: want 1, got 2\n'),
      out('TestA', '    a_test.go:13: later\n'),
      ev('fail', 'TestA', { Elapsed: 0.25 }),
      ev('run', 'TestB'),
      out('TestB', 'no location here\n'),
      ev('fail', 'TestB', { Elapsed: -1 }),
      ev('fail', undefined, { Elapsed: 1 }),
    )
    expect(r.failures.map((f) => [f.name, f.classname, f.suite, f.message])).toStrictEqual([
      ['TestA', P, P, 'a_test.go:12: want 1, got 2'],
      ['TestB', P, P, '--- FAIL: TestB'],
    ])
    expect(r.outside).toStrictEqual([])
  })

  it('run again in one package: its last result counts; a pass after failures is flaky with their time', () => {
    const r = read(
      ev('start'),
      ev('run', 'T'),
      out('T', '    t_test.go:1: first\n'),
      ev('fail', 'T', { Elapsed: 1 }),
      ev('run', 'T'),
      out('T', '    t_test.go:1: second\n'),
      ev('fail', 'T', { Elapsed: 2 }),
      ev('run', 'T'),
      ev('pass', 'T'),
      ev('run', 'U'),
      ev('fail', 'U'),
      ev('run', 'U'),
      ev('pass', 'U'),
      ev('run', 'U'),
      ev('fail', 'U'),
      ev('fail'),
    )
    expect(
      r.passedOnRetry.map((p) => [
        p.name,
        p.failedAttempts,
        p.failedSeconds,
        p.message,
        p.firstMessage,
      ]),
    ).toStrictEqual([['T', 2, 3, 't_test.go:1: second', 't_test.go:1: first']])
    expect(r.failures.map((f) => [f.name, f.attempts])).toStrictEqual([['U', 2]])
  })

  it('a pass after a failure with no run between is no retry: the test stays failed', () => {
    // No writer ends a test twice without running it again; a pass there proves no retry.
    const r = read(ev('start'), ev('run', 'T'), ev('fail', 'T'), ev('pass', 'T'), ev('pass'))
    expect(r.failures.map((f) => [f.name, f.attempts])).toStrictEqual([['T', 1]])
    expect(r.passedOnRetry).toStrictEqual([])
    expect(r.tests).toBe(2)
    // Run again, the same pass is a retry.
    const again = read(ev('run', 'T'), ev('fail', 'T'), ev('run', 'T'), ev('pass', 'T'), ev('pass'))
    expect(again.passedOnRetry.map((p) => p.name)).toStrictEqual(['T'])
    expect(again.failures).toStrictEqual([])
  })

  it("skips are counted; events of a test with an empty name are the package's", () => {
    const r = read(
      ev('start'),
      ev('run', 'S'),
      ev('skip', 'S'),
      ev('output', '', { Output: 'x\n' }),
      ev('pass', ''),
    )
    expect(r.skipped).toBe(1)
    expect(r.tests).toBe(1)
    expect(r.outside).toStrictEqual([])
  })

  it('events without Package are the one package of a test binary; build events by ImportPath are not tests', () => {
    const r = read(
      ev('start', undefined, {}, null),
      ev('build-output', undefined, { ImportPath: 'x [x.test]', Output: 'compiling' }, null),
      ev('run', 'T', {}, null),
      ev('fail', 'T', {}, null),
      ev('fail', undefined, {}, null),
    )
    expect(r.failures).toStrictEqual([
      { name: 'T', report: 'go.json', message: '--- FAIL: T', kind: 'failure', attempts: 1 },
    ])
    expect(r.outside).toStrictEqual([])
  })
})

describe('what fails outside tests', () => {
  it('a package failed with no failed test, with the first line of its output that says why', () => {
    expect(
      outside(
        ev('start'),
        out(undefined, 'ok\n'),
        out(undefined, 'panic: in init\n'),
        out(undefined, 'second\n'),
        ev('fail'),
      ),
    ).toStrictEqual([[`package ${P}`, 'panic: in init']])
    expect(
      outside(ev('start'), out(undefined, 'FAIL\n'), out(undefined, 'exit status 1\n'), ev('fail')),
    ).toStrictEqual([[`package ${P}`, 'failed outside its tests']])
    expect(outside(ev('start'), ev('run', 'T'), ev('pass', 'T'), ev('pass'))).toStrictEqual([])
    expect(outside(ev('start'), ev('run', 'T'), ev('skip', 'T'), ev('skip'))).toStrictEqual([])
  })

  it('a build failure: the build-fail event, or the text line older Go writes', () => {
    expect(
      outside(ev('build-fail', undefined, { ImportPath: `${P} [${P}.test]` }, null)),
    ).toStrictEqual([[`package ${P}`, 'build failed']])
    expect(
      outside(
        `FAIL ${P} [setup failed]`,
        ev('start', undefined, {}, 'other'),
        ev('pass', undefined, {}, 'other'),
      ),
    ).toStrictEqual([[`package ${P}`, 'setup failed']])
    // Said once, however often.
    expect(
      outside(`FAIL ${P} [build failed]`, `FAIL ${P} [build failed]`, ev('fail')),
    ).toStrictEqual([[`package ${P}`, 'build failed']])
  })

  it('tests that started and never ended, with the output that says why', () => {
    expect(
      outside(
        ev('start'),
        ev('run', 'TestSlow'),
        out(undefined, 'panic: test timed out after 1s\n'),
        ev('fail'),
      ),
    ).toStrictEqual([
      [`test TestSlow in package ${P}`, 'started and never ended (panic: test timed out after 1s)'],
    ])
    expect(outside(ev('start'), ev('run', 'TestSlow'), ev('pass'))).toStrictEqual([
      [`test TestSlow in package ${P}`, 'started and never ended'],
    ])
  })

  it('a panic in a test ends its package: the tests after it never ran, whatever that test became', () => {
    expect(
      outside(
        ev('start'),
        ev('run', 'TestBoom'),
        out('TestBoom', 'panic: boom [recovered]\n'),
        ev('fail', 'TestBoom'),
        ev('fail'),
      ),
    ).toStrictEqual([
      [
        `package ${P}`,
        "TestBoom panicked, which ends the package's run: the tests after it never ran",
      ],
    ])
    // A t.Log line that says panic (indented) is no panic.
    expect(
      outside(
        ev('start'),
        ev('run', 'T'),
        out('T', '    t_test.go:3: panic: no\n'),
        ev('fail', 'T'),
        ev('fail'),
      ),
    ).toStrictEqual([])
  })

  it('a stream that ends before a package ends: cut short, naming the tests under way', () => {
    expect(
      outside(ev('start'), ev('run', 'A'), ev('run', 'B'), ev('run', 'C'), ev('run', 'D')),
    ).toStrictEqual([
      [
        `package ${P}`,
        "the stream ends before the package's result (cut short, or go test was killed); 4 test(s) started and never ended (A, B, C, …)",
      ],
    ])
    expect(outside(ev('start'))).toStrictEqual([
      [
        `package ${P}`,
        "the stream ends before the package's result (cut short, or go test was killed)",
      ],
    ])
    // A test binary's stream (no Package) that a panic ended has no package result.
    expect(
      outside(
        ev('start', undefined, {}, null),
        ev('run', 'T', {}, null),
        out('T', 'panic: boom\n', null),
        ev('fail', 'T', {}, null),
      ),
    ).toStrictEqual([
      [
        'the test binary (events without Package)',
        "T panicked, which ends the package's run: the tests after it never ran",
      ],
    ])
  })
})

describe('rules the mutation run found untested', () => {
  it("Go's build-failed line exactly: whitespace Go may write, CRLF and indentation read; more on the line refused", () => {
    for (const line of [
      `FAIL\t${P}  [build failed]`,
      `FAIL \t${P} [build failed]`,
      `FAIL ${P} [build failed]\r`,
      `  FAIL ${P} [build failed]`,
    ])
      expect(outside(line)).toStrictEqual([[`package ${P}`, 'build failed']])
    for (const line of [`FAIL ${P} [build failed] and more`, `xFAIL ${P} [build failed]`])
      expect(refusalOf(() => read(ev('start'), line))).toContain('is not an event of go test -json')
    expect(provesGoTestJson(`FAIL ${P} [build failed]\r`)).toBe(true)
    expect(provesGoTestJson(`  {"Action":"start","Package":"x"}`)).toBe(true)
    expect(provesGoTestJson('{"Action" : "start", "Package": "x"}')).toBe(true)
    // A pretty-printed document's first line is not an event on its own.
    expect(provesGoTestJson('{"Action": "start",')).toBe(false)
  })

  it('blank and CRLF lines between events are read; a line that is no event is named, cut to 80 characters', () => {
    const r = read(
      ev('start'),
      '',
      `${JSON.stringify(ev('run', 'T'))}\r`,
      '   ',
      ev('fail', 'T'),
      ev('fail'),
    )
    expect(r.failures.map((f) => f.name)).toStrictEqual(['T'])
    const long = `--- FAIL: TestX ${'x'.repeat(200)}`
    const message = refusalOf(() => read(ev('start'), long))
    expect(message).toContain(JSON.stringify(long.slice(0, 80)))
    expect(message).not.toContain(long.slice(0, 81))
    expect(message).toContain('(plain go test output, or its stderr, written into the report?)')
  })

  it("tests run in parallel keep their own messages: one's located line is never another's", () => {
    const r = read(
      ev('start'),
      ev('run', 'A'),
      ev('run', 'B'),
      out('A', '    a_test.go:10: A broke\n'),
      ev('fail', 'B'),
      ev('fail', 'A'),
      ev('fail'),
    )
    expect(r.failures.map((f) => [f.name, f.message])).toStrictEqual([
      ['B', '--- FAIL: B'],
      ['A', 'a_test.go:10: A broke'],
    ])
  })

  it('events missing what test2json always writes are read past, never a crash', () => {
    // A stream whose head is cut: results of a package and a test never started.
    const r = read(ev('pass', 'T'), ev('output', 'T'), ev('output'), ev('pass'))
    expect([r.tests, r.failures, r.outside]).toStrictEqual([1, [], []])
    // A panic in a test whose run event was cut off still ends its package.
    expect(
      outside(out('T', 'panic: boom\n'), ev('fail', 'T'), ev('fail')).map(([where]) => where),
    ).toStrictEqual([`package ${P}`])
  })

  it("a failure's time is its Elapsed when positive, else 0", () => {
    const failedSeconds = (more: Ev) =>
      read(
        ev('start'),
        ev('run', 'T'),
        ev('fail', 'T', more),
        ev('run', 'T'),
        ev('pass', 'T'),
        ev('pass'),
      ).passedOnRetry[0]?.failedSeconds
    expect([
      failedSeconds({}),
      failedSeconds({ Elapsed: -2 }),
      failedSeconds({ Elapsed: 1.5 }),
    ]).toStrictEqual([0, 0, 1.5])
  })

  it("a package's why is its first line with words, whatever words it holds", () => {
    expect(
      outside(
        ev('start'),
        out(undefined, '\n'),
        out(undefined, 'setup: the database is not ok\n'),
        ev('fail'),
      ),
    ).toStrictEqual([[`package ${P}`, 'setup: the database is not ok']])
  })
})
