/**
 * The gate tells tests apart (issue 30): one identity per test from what its tool records,
 * retries only where a format records them, and every report accounting for itself. Each case
 * is a report shaped as its tool writes it that the gate once passed with a real, unknown
 * failure in it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { CancelledError } from '../../../src/client/index.js'
import {
  applyLookups,
  classifyFailures,
} from '../../../src/commands/check-test-results/classify.js'
import { readReport, sniff } from '../../../src/commands/check-test-results/reports.js'
import { ReportError, type ParsedReport } from '../../../src/commands/check-test-results/report.js'
import type { AllowableClass } from '../../../src/commands/check-test-results/outcome.js'
import { ctrfDoc, gradleReport, jestJsonDoc, testCase, TRX_NS } from './helpers.js'

const REPORTS = join(import.meta.dirname, '../../../__fixtures__/reports')
const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})
const ALLOW_Q = new Set<AllowableClass>(['quarantined'])

/** A workspace holding `text` as report `name`. */
function workspaceWith(text: string, name: string): { ws: string; file: string } {
  const ws = mkdtempSync(join(tmpdir(), 'mqa-identity-'))
  dirs.push(ws)
  writeFileSync(join(ws, name), text)
  return { ws, file: join(ws, name) }
}
async function readText(text: string, name: string): Promise<ParsedReport> {
  const { ws, file } = workspaceWith(text, name)
  return readReport(file, ws)
}
const failing = (r: ParsedReport) => r.failures.map((f) => f.name)

// A Jest --json document of the given files (relative to the workspace `/w`).
function jestDoc(
  files: { name: string; tests: { title: string; status: string; ancestors?: string[] }[] }[],
  summary: Record<string, unknown> = {},
): string {
  const failed = files.flatMap((f) => f.tests).filter((t) => t.status === 'failed').length
  return JSON.stringify(
    jestJsonDoc({
      numFailedTestSuites: files.filter((f) => f.tests.some((t) => t.status === 'failed')).length,
      numFailedTests: failed,
      numTotalTests: files.flatMap((f) => f.tests).length,
      success: failed === 0,
      ...summary,
      testResults: files.map((f) => ({
        name: `/w/${f.name}`,
        status: f.tests.some((t) => t.status === 'failed') ? 'failed' : 'passed',
        message: '',
        assertionResults: f.tests.map((t) => ({
          ancestorTitles: t.ancestors ?? ['App'],
          title: t.title,
          status: t.status,
          failureMessages: t.status === 'failed' ? ['Error: boom'] : [],
        })),
      })),
    }),
  )
}
const readJest = (text: string) => {
  const { ws, file } = workspaceWith(text, 'jest.json')
  return readReport(file, ws).then((r) => r)
}

describe('two entries with different identities are never one test', () => {
  it('jest --json: one title failing in one file and passing in another is a failure, with its file', async () => {
    const { file } = workspaceWith(
      jestDoc([
        {
          name: 'src/a/App.test.js',
          tests: [{ title: 'renders without crashing', status: 'failed' }],
        },
        {
          name: 'src/b/App.test.js',
          tests: [{ title: 'renders without crashing', status: 'passed' }],
        },
      ]),
      'jest.json',
    )
    const r = await readReport(file, '/w')
    expect(r.failures).toEqual([
      expect.objectContaining({ name: 'App renders without crashing', file: 'src/a/App.test.js' }),
    ])
    expect(r.passedOnRetry).toEqual([])
  })

  it('jest --json: test.each rows sharing a title are two tests', async () => {
    const r = await readJest(
      jestDoc([
        {
          name: 'src/sum.test.js',
          tests: [
            { title: 'adds', status: 'failed' },
            { title: 'adds', status: 'passed' },
          ],
        },
      ]),
    )
    expect(failing(r)).toEqual(['App adds'])
    expect(r.passedOnRetry).toEqual([])
  })

  it('a failure in another file is not the quarantined test of the same name', async () => {
    const { file } = workspaceWith(
      jestDoc([
        {
          name: 'src/legacy/CheckoutFlow.test.js',
          tests: [
            { title: 'renders the order summary', status: 'failed', ancestors: ['CheckoutFlow'] },
          ],
        },
      ]),
      'jest.json',
    )
    const r = await readReport(file, '/w')
    const quarantined = testCase({
      name: 'CheckoutFlow renders the order summary',
      classname: 'CheckoutFlow renders the order summary',
      file_path: 'src/checkout/__tests__/CheckoutFlow.test.tsx',
      quarantined: true,
    })
    const [c] = classifyFailures(r.failures, [quarantined], ALLOW_Q)
    expect(c).toMatchObject({ class: 'new', allowed: false, ruledOut: 1 })
  })

  it('CTRF: entries differing only in browser are two tests', async () => {
    const test = { name: 'logs in', suite: 'auth.spec.ts > login', filePath: 'e2e/auth.spec.ts' }
    const r = await readText(
      JSON.stringify(
        ctrfDoc(
          [
            { ...test, status: 'failed', browser: 'webkit', message: 'timeout' },
            { ...test, status: 'passed', browser: 'chromium' },
          ],
          { tests: 2, passed: 1, failed: 1 },
          'playwright',
        ),
      ),
      'ctrf.json',
    )
    expect(r.failures).toEqual([
      expect.objectContaining({ name: 'logs in', variant: 'browser=webkit' }),
    ])
    expect(r.passedOnRetry).toEqual([])
  })

  it("JUnit: two <testsuite>s of one name (jest-junit's layout) are two suites", async () => {
    const r = await readText(
      `<testsuites name="jest tests">
        <testsuite name="CheckoutFlow"><testcase classname="CheckoutFlow renders" name="CheckoutFlow renders"><failure>boom</failure></testcase></testsuite>
        <testsuite name="CheckoutFlow"><testcase classname="CheckoutFlow renders" name="CheckoutFlow renders"/></testsuite>
      </testsuites>`,
      'junit.xml',
    )
    expect(failing(r)).toEqual(['CheckoutFlow renders'])
    expect(r.passedOnRetry).toEqual([])
  })

  it('jest-junit: test.each rows sharing a title in one suite are two tests, not attempts', async () => {
    const tc = (body: string) => `<testcase classname="sum adds" name="sum adds">${body}</testcase>`
    const r = await readText(
      `<testsuites name="jest tests"><testsuite name="sum">${tc('<failure>boom</failure>')}${tc('')}</testsuite></testsuites>`,
      'junit.xml',
    )
    expect(failing(r)).toEqual(['sum adds'])
    expect(r.passedOnRetry).toEqual([])
  })

  it('JUnit: attempts stay attempts within one suite (Gradle test-retry)', async () => {
    const r = await readText(
      gradleReport(
        '<testcase classname="c" name="t"><failure/></testcase><testcase classname="c" name="t"/>',
      ),
      'junit.xml',
    )
    expect(r.failures).toEqual([])
    expect(r.passedOnRetry).toHaveLength(1)
  })

  it('TRX with <TestDefinitions> before <Results>: each failure keeps its class; two classes are two tests', async () => {
    const def = (id: string, cls: string) =>
      `<UnitTest name="Saves" id="${id}"><TestMethod className="${cls}, Acme.Tests" name="Saves"/></UnitTest>`
    const res = (id: string, outcome: string) =>
      `<UnitTestResult testId="${id}" testName="Saves" outcome="${outcome}"><Output><ErrorInfo><Message>boom</Message></ErrorInfo></Output></UnitTestResult>`
    const r = await readText(
      `<TestRun xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"><TestDefinitions>${def('a', 'Acme.Orders')}${def('b', 'Acme.Users')}</TestDefinitions><Results>${res('a', 'Failed')}${res('b', 'Failed')}</Results></TestRun>`,
      'r.trx',
    )
    expect(r.failures.map((f) => [f.classname, f.name])).toEqual([
      ['Acme.Orders', 'Saves'],
      ['Acme.Users', 'Saves'],
    ])
    const q = testCase({ name: 'Saves', classname: 'Acme.Billing', quarantined: true })
    expect(classifyFailures(r.failures, [q], ALLOW_Q).map((c) => c.class)).toEqual(['new', 'new'])
  })

  it('go test -count=3: fail, pass, fail is failed', async () => {
    const ev = (Action: string, Test?: string) =>
      JSON.stringify({ Action, Package: 'example.com/p', ...(Test ? { Test } : {}) })
    const lines = ['run', 'fail', 'run', 'pass', 'run', 'fail'].map((a) => ev(a, 'TestX'))
    const r = await readText([...lines, ev('fail')].join('\n') + '\n', 'go.json')
    expect(failing(r)).toEqual(['TestX'])
    expect(r.passedOnRetry).toEqual([])
  })
})

describe('matching is exact where both sides know a field', () => {
  it('a name several Trunk tests fit equally well is unexplained, never forgiven', () => {
    const a = testCase({ name: 't', quarantined: true })
    const b = testCase({ name: 't', quarantined: true })
    const [c] = classifyFailures(
      [{ name: 't', report: 'r.xml', message: '', kind: 'failure', attempts: 1 }],
      [a, b],
      ALLOW_Q,
    )
    expect(c).toMatchObject({ ambiguous: true, allowed: false })
  })

  it('an id the service answers for beats a match by names; a broken test found by id is never forgiven', () => {
    const byName = testCase({ name: 't', quarantined: true })
    const byId = testCase({ name: 't', status: { value: 'broken', reason: '', timestamp: '' } })
    const f = { name: 't', report: 'r.xml', message: '', kind: 'failure' as const, attempts: 1 }
    const classified = classifyFailures([f], [byName], ALLOW_Q, () => byId.id)
    expect(classified[0]).toMatchObject({ class: 'quarantined', matchedBy: 'names', allowed: true })
    const [after] = applyLookups(
      classified,
      new Set([byId.id]),
      new Map([[byId.id, byId]]),
      ALLOW_Q,
    )
    expect(after).toMatchObject({ class: 'broken', matchedBy: 'lookup', allowed: false })
    expect(after!.test).toBe(byId)
  })
})

describe('every report accounts for itself', () => {
  const go = (...events: object[]) =>
    events.map((e) => JSON.stringify({ Package: 'example.com/p', ...e })).join('\n') + '\n'

  it('go test -json: a test that ran and never ended (the -timeout panic) is a failure outside tests', async () => {
    const r = await readText(
      go(
        { Action: 'run', Test: 'TestSlow' },
        { Action: 'output', Output: 'panic: test timed out after 1s\n' },
        { Action: 'fail', Elapsed: 1 },
      ),
      'go.json',
    )
    expect(r.failures).toEqual([])
    expect(r.outside).toEqual([
      expect.objectContaining({ where: 'test TestSlow in package example.com/p' }),
    ])
  })

  it('go test -json: a stream cut before the package ends is a failure outside tests', async () => {
    const r = await readText(
      go(
        { Action: 'run', Test: 'TestA' },
        { Action: 'pass', Test: 'TestA' },
        { Action: 'run', Test: 'TestB' },
      ),
      'go.json',
    )
    expect(r.outside).toEqual([
      expect.objectContaining({
        where: 'package example.com/p',
        message: expect.stringMatching(/^the stream ends before the package's result/),
      }),
    ])
  })

  it('jest --json: failed or broken suites, or success false, beyond what it names', async () => {
    const ok = [{ name: 'a.test.js', tests: [{ title: 'x', status: 'passed' }] }]
    for (const extra of [
      { numFailedTestSuites: 1 },
      { numRuntimeErrorTestSuites: 1 },
      { success: false },
    ]) {
      const r = await readJest(jestDoc(ok, extra))
      expect(r.outside).toHaveLength(1)
    }
    expect((await readJest(jestDoc(ok))).outside).toEqual([])
  })

  it.each(['Disconnected', 'NotRunnable', 'Aborted', 'InProgress'])(
    'TRX: a %s result fails',
    async (outcome) => {
      const r = await readText(
        `<TestRun xmlns="${TRX_NS}"><Results><UnitTestResult testId="a" testName="T" outcome="${outcome}"/></Results></TestRun>`,
        'r.trx',
      )
      expect(failing(r)).toEqual(['T'])
    },
  )

  it('TRX: PassedButRunAborted, a RunInfo error, a failed run outcome naming nothing: failures outside tests', async () => {
    const run = (results: string, summary: string) =>
      readText(
        `<TestRun xmlns="${TRX_NS}"><Results>${results}</Results>${summary}</TestRun>`,
        'r.trx',
      )
    const passed = `<UnitTestResult testId="a" testName="T" outcome="Passed"/>`
    expect(
      (await run(`<UnitTestResult testId="a" testName="T" outcome="PassedButRunAborted"/>`, ''))
        .outside,
    ).toHaveLength(1)
    expect(
      (
        await run(
          passed,
          `<ResultSummary outcome="Failed"><RunInfos><RunInfo outcome="Error"><Text>Testhost crashed</Text></RunInfo></RunInfos></ResultSummary>`,
        )
      ).outside.map((o) => o.message),
    ).toEqual(['Testhost crashed'])
    expect(
      (await run(passed, `<ResultSummary outcome="Failed"/>`)).outside.map((o) => o.message),
    ).toEqual(["the run's outcome is Failed, and the report names nothing that failed"])
    await expect(
      run(`<UnitTestResult testId="a" testName="T" outcome="Fine"/>`, ''),
    ).rejects.toThrow(/outcome "Fine" .*not one TRX defines/)
  })

  it("TRX: xUnit's [FAIL] echoes and the platform's exit code line are the failures they echo, counted once", async () => {
    const res = (name: string) =>
      `<UnitTestResult testId="${name}" testName="${name}" outcome="Failed"/>`
    const info = (text: string) => `<RunInfo outcome="Error"><Text>${text}</Text></RunInfo>`
    const trx = (infos: string[]) =>
      `<TestRun xmlns="${TRX_NS}"><Results>${res('Acme.T.A(x: 1)')}</Results><ResultSummary outcome="Failed"><Counters failed="1"/><RunInfos>${infos.map(info).join('')}</RunInfos></ResultSummary></TestRun>`
    const echoed = await readText(
      trx([
        '[xUnit.net 00:00:00.74]     Acme.T.A(x: 1) [FAIL]',
        "Exit code indicates failure: '2' - 'AtLeastOneTestFailed'",
      ]),
      'r.trx',
    )
    expect(failing(echoed)).toEqual(['Acme.T.A(x: 1)'])
    expect(echoed.outside).toEqual([])
    // An echo of a test the report does not name as failed is a failure of its own.
    const other = await readText(trx(['[xUnit.net 00:00:00.74]     Acme.T.B [FAIL]']), 'r.trx')
    expect(other.outside.map((o) => o.message)).toEqual([
      '[xUnit.net 00:00:00.74]     Acme.T.B [FAIL]',
    ])
  })

  it("CTRF: `other` fails; jest-ctrf-json-reporter's summary is not trusted to show a file that did not load", async () => {
    const r = await readText(
      JSON.stringify(
        ctrfDoc([{ name: 'x', status: 'other' }], { tests: 1, failed: 0, other: 1 }, 'cypress'),
      ),
      'ctrf.json',
    )
    expect(failing(r)).toEqual(['x'])
    const jest = await readText(
      JSON.stringify(
        ctrfDoc([{ name: 'x', status: 'passed' }], { tests: 1, passed: 1, failed: 0 }, 'jest'),
      ),
      'ctrf.json',
    )
    expect(jest.showsOutside).toBe(false)
    expect(jest.outsideHint).toMatch(/jest-ctrf-json-reporter counts only the tests it names/)
  })

  it.each(['9007199254740993', '2abc', '-1', '', '12345678901234567890', '1.5', ' 1'])(
    'a count of %j is an error naming the file, never 0',
    async (v) => {
      const junit = `<testsuite name="s" failures="${v}"><testcase name="a"/></testsuite>`
      await expect(readText(junit, 'junit.xml')).rejects.toThrow(
        new RegExp(
          `^junit\\.xml: <testsuite name="s"> has failures=${JSON.stringify(v).replace(/[.+]/g, '\\$&')}`,
        ),
      )
      const trx = `<TestRun xmlns="${TRX_NS}"><ResultSummary><Counters failed="${v}"/></ResultSummary></TestRun>`
      await expect(readText(trx, 'r.trx')).rejects.toThrow(/^r\.trx: <Counters> has failed=/)
    },
  )

  it.each(['9007199254740993', '"2"', '-1', '1.5', 'null'])(
    'a JSON count of %s is an error naming the file',
    async (v) => {
      const jest = JSON.stringify(jestJsonDoc({ numFailedTests: JSON.parse(v) as unknown }))
      await expect(readText(jest, 'jest.json')).rejects.toThrow(/^jest\.json: numFailedTests is /)
      const ctrf = JSON.stringify(ctrfDoc([], { failed: JSON.parse(v) as unknown }))
      await expect(readText(ctrf, 'ctrf.json')).rejects.toThrow(
        /^ctrf\.json: results\.summary\.failed is /,
      )
    },
  )

  it('JUnit: a rerunFailure with no final pass failed; flakyFailure beside a pass passed on retry', async () => {
    const r = await readText(
      `<testsuite name="s">
        <testcase classname="c" name="reruns"><rerunFailure message="first"/><rerunFailure message="second"/></testcase>
        <testcase classname="c" name="flaky"><flakyFailure message="once"/></testcase>
      </testsuite>`,
      'junit.xml',
    )
    expect(r.failures).toEqual([
      expect.objectContaining({ name: 'reruns', attempts: 2, message: 'first' }),
    ])
    expect(r.passedOnRetry).toEqual([expect.objectContaining({ name: 'flaky', failedAttempts: 1 })])
  })

  it('JUnit: a namespaced or capitalised <failure> fails; a nested <testcase> is an error', async () => {
    for (const el of [
      '<Failure message="x"/>',
      '<j:failure xmlns:j="urn:x" message="x"/>',
      '<ERROR/>',
    ]) {
      const r = await readText(
        `<testsuite name="s"><testcase name="t">${el}</testcase></testsuite>`,
        'junit.xml',
      )
      expect(failing(r)).toEqual(['t'])
    }
    await expect(
      readText(
        `<testsuite name="s"><testcase name="outer"><testcase name="inner"><failure/></testcase></testcase></testsuite>`,
        'junit.xml',
      ),
    ).rejects.toThrow(/^junit\.xml: a <testcase> inside the <testcase> "outer"/)
  })
})

describe('reports as the tools write them', () => {
  it('jest/vitest --json on one line, longer than a chunk, is read as JSON', async () => {
    const tests = Array.from({ length: 3000 }, (_, i) => ({
      title: `case number ${i}`,
      status: 'passed',
    }))
    tests.push({ title: 'breaks', status: 'failed' })
    const text = jestDoc([{ name: 'src/big.test.js', tests }])
    expect(text.length).toBeGreaterThan(128 * 1024)
    expect(text).not.toContain('\n')
    const r = await readJest(text)
    expect(r.format).toBe('jest-json')
    expect(failing(r)).toEqual(['App breaks'])
    expect(sniff(text.slice(0, 70_000))).toBe('more')
    expect(sniff(text.slice(0, 70_000), true)).toEqual({ family: 'json' })
    // A Go stream is still a Go stream.
    expect(sniff('{"Time":"x","Action":"run","Package":"p"}', true)).toEqual({
      family: 'lines',
      format: 'go-json',
    })
  })

  it('jest-junit, jest --json and jest-ctrf-json-reporter name a test the same way', async () => {
    const json = await readReport(join(REPORTS, 'jest-29.json'), '/home/runner/work/app/app')
    const ctrf = await readText(
      JSON.stringify(
        ctrfDoc(
          [
            {
              name: 'CheckoutFlow renders the order summary',
              status: 'failed',
              suite: 'CheckoutFlow.test.js > CheckoutFlow',
              filePath: '/home/runner/work/app/app/src/checkout/__tests__/CheckoutFlow.test.js',
            },
            {
              name: 'syncs the cart with the server',
              status: 'passed',
              retries: 1,
              flaky: true,
              suite: 'retry.test.js',
              filePath: '/home/runner/work/app/app/src/checkout/__tests__/retry.test.js',
            },
          ],
          { tests: 2, passed: 1, failed: 1 },
          'jest',
        ),
      ),
      'ctrf.json',
    )
    const xml = await readReport(join(REPORTS, 'jest-junit-16-default.xml'), REPORTS)
    const id = (t: { name: string; classname?: string; suite?: string }) => [
      t.name,
      t.classname,
      t.suite,
    ]
    expect(ctrf.failures.map(id)).toEqual(xml.failures.map(id))
    expect(json.failures.map(id)).toEqual(xml.failures.map(id))
    expect(ctrf.passedOnRetry.map(id)).toEqual(json.passedOnRetry.map(id))
    expect(json.failures[0]!.file).toBe('src/checkout/__tests__/CheckoutFlow.test.js')
  })
})

describe('cancellation', () => {
  it('a cancelled job stops reading before the next chunk', async () => {
    const { ws, file } = workspaceWith(readFileSync(join(REPORTS, 'dotnet.trx'), 'utf8'), 'r.trx')
    const controller = new AbortController()
    controller.abort(new Error('the job was cancelled (SIGTERM)'))
    await expect(readReport(file, ws, { signal: controller.signal })).rejects.toBeInstanceOf(
      CancelledError,
    )
    await expect(readReport(file, ws)).resolves.toMatchObject({ format: 'trx' })
    expect(ReportError).toBeDefined()
  })
})

describe('a pass before the failure', () => {
  it('is no retry, however far before: the test failed on its last attempt', async () => {
    const cases = Array.from({ length: 70_000 }, (_, i) => `<testcase classname="c" name="t${i}"/>`)
    const r = await readText(
      `<testsuite name="s">${cases.join('')}<testcase classname="c" name="t5"><failure/></testcase><testcase classname="c" name="other"><failure/></testcase></testsuite>`,
      'junit.xml',
    )
    expect(r.passedOnRetry).toEqual([])
    expect(failing(r)).toEqual(['t5', 'other'])
  })
})
