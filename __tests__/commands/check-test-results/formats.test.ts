/**
 * Every report format the gate reads, from files the tools wrote (jest 29, go 1.19, gotestsum)
 * or written from the format's documented schema (CTRF, TRX): the tests each names, the
 * identity Trunk knows them by, what failed outside tests, and retries with their cost.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { readReport } from '../../../src/commands/check-test-results/reports.js'
import { type ParsedReport } from '../../../src/commands/check-test-results/report.js'
import { jestJsonDoc, trxDoc } from './helpers.js'

const REPORTS = join(import.meta.dirname, '../../../__fixtures__/reports')
const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const read = (name: string) => readReport(join(REPORTS, name), REPORTS)

/** Reads `text` as a report file of its own. */
async function readText(text: string, name = 'r.json'): Promise<ParsedReport> {
  const ws = mkdtempSync(join(tmpdir(), 'mqa-formats-'))
  dirs.push(ws)
  writeFileSync(join(ws, name), text)
  return readReport(join(ws, name), ws)
}

const identity = (r: ParsedReport) =>
  [...r.failures, ...r.passedOnRetry].map((t) => ({
    name: t.name,
    classname: t.classname,
    suite: t.suite,
    file: t.file,
  }))

describe('go test -json (Go 1.19)', () => {
  it('names failing tests by package and name, and the packages that failed outside tests', async () => {
    const r = await read('go-test.json')
    expect(r.format).toBe('go-json')
    expect(r.showsOutside).toBe(true)
    expect(r.failures.map((f) => [f.classname, f.name, f.message])).toEqual([
      [
        'github.com/acme/app/gateway',
        'TestGatewayProxiesWebSockets/upgrade_header',
        'proxy_test.go:12: expected 101 Switching Protocols, got 400',
      ],
      [
        'github.com/acme/app/gateway',
        'TestGatewayProxiesWebSockets',
        '--- FAIL: TestGatewayProxiesWebSockets',
      ],
      [
        'github.com/acme/app/gateway',
        'TestGatewayRateLimitsPerToken',
        'proxy_test.go:23: 429 expected after 10 requests, got 200',
      ],
    ])
    // A panic in init() (JSON events, no test) and a build failure (a plain-text line).
    expect(r.outside).toEqual([
      {
        report: 'go-test.json',
        where: 'package github.com/acme/app/boot',
        message: 'panic: assignment to entry in nil map',
      },
      {
        report: 'go-test.json',
        where: 'package github.com/acme/app/broken',
        message: 'build failed',
      },
    ])
  })

  it('a build failure as Go 1.24 writes it (build-fail events) is a failure outside tests', async () => {
    const r = await readText(
      [
        '{"ImportPath":"example.com/m/broken [example.com/m/broken.test]","Action":"build-output","Output":"# example.com/m/broken\\n"}',
        '{"ImportPath":"example.com/m/broken [example.com/m/broken.test]","Action":"build-fail"}',
        '{"Time":"2026-11-25T08:00:00Z","Action":"start","Package":"example.com/m/broken"}',
        '{"Time":"2026-11-25T08:00:00Z","Action":"output","Package":"example.com/m/broken","Output":"FAIL\\texample.com/m/broken [build failed]\\n"}',
        '{"Time":"2026-11-25T08:00:00Z","Action":"fail","Package":"example.com/m/broken","Elapsed":0,"FailedBuild":"example.com/m/broken [example.com/m/broken.test]"}',
      ].join('\n'),
    )
    expect(r.failures).toEqual([])
    expect(r.outside).toEqual([
      { report: 'r.json', where: 'package example.com/m/broken', message: 'build failed' },
    ])
  })

  it('gotestsum --rerun-fails: the test that passed on a rerun, with the time its failed attempt took', async () => {
    const r = await read('gotestsum-rerun.json')
    expect(r.failures.map((f) => [f.name, f.attempts])).toEqual([
      ['TestGatewayProxiesWebSockets/upgrade_header', 3],
      ['TestGatewayProxiesWebSockets', 3],
    ])
    expect(r.passedOnRetry).toEqual([
      expect.objectContaining({
        name: 'TestGatewayRateLimitsPerToken',
        failedAttempts: 1,
        failedSeconds: 0.2,
        message: 'proxy_test.go:23: 429 expected after 10 requests, got 200',
      }),
    ])
    expect(r.outside).toEqual([])
  })

  it("names each test as gotestsum's JUnit report of the same run does", async () => {
    const json = await read('gotestsum-rerun.json')
    const xml = await read('gotestsum-rerun.xml')
    expect(xml.format).toBe('junit')
    expect(identity(json)).toEqual(identity(xml))
  })
})

describe('jest --json (jest 29)', () => {
  it('a test file that failed to load is a failure outside tests; a retried test passed on a retry', async () => {
    const r = await read('jest-29.json')
    expect(r.format).toBe('jest-json')
    expect(r.showsOutside).toBe(true)
    expect(r.failures.map((f) => f.name)).toEqual(['CheckoutFlow renders the order summary'])
    expect(r.outside).toEqual([
      {
        report: 'jest-29.json',
        where: 'test file /home/runner/work/app/app/src/search/__tests__/broken.test.js',
        message:
          "Cannot find module '../rank-that-was-renamed' from 'src/search/__tests__/broken.test.js'",
      },
    ])
    expect(r.passedOnRetry).toEqual([
      expect.objectContaining({ name: ' syncs the cart with the server', failedAttempts: 1 }),
    ])
  })

  it("names each test as jest-junit 16's defaults do in the same run", async () => {
    const json = await read('jest-29.json')
    const xml = await read('jest-junit-16-default.xml')
    const failing = (r: ParsedReport) =>
      r.failures.map((f) => ({ name: f.name, classname: f.classname, suite: f.suite }))
    expect(failing(json)).toEqual(failing(xml))
    // jest --json also names the file (jest-junit's default does not; Trunk's id leaves it out).
    expect(json.failures[0]).toMatchObject({
      file: '/home/runner/work/app/app/src/checkout/__tests__/CheckoutFlow.test.js',
      fileInTrunkId: false,
    })
    // The test outside any describe: jest-junit writes suite "undefined" and a leading space.
    expect(json.passedOnRetry[0]).toMatchObject({
      name: ' syncs the cart with the server',
      classname: ' syncs the cart with the server',
      suite: 'undefined',
    })
    expect(readFileSync(join(REPORTS, 'jest-junit-16-default.xml'), 'utf8')).toContain(
      '<testsuite name="undefined"',
    )
  })

  it('numFailedTests beyond the failures named is a failure outside tests', async () => {
    const doc = JSON.parse(readFileSync(join(REPORTS, 'jest-29.json'), 'utf8')) as {
      numFailedTests: number
    }
    doc.numFailedTests = 3
    const r = await readText(JSON.stringify(doc))
    expect(r.outside.map((o) => o.message)).toContain(
      'numFailedTests is 3, the report names 1 failed test(s)',
    )
  })

  it('a testResults entry that is not a test file object (an array, a number) is an error, not zero tests', async () => {
    for (const entry of [[[]], [7], [null]]) {
      await expect(
        readText(JSON.stringify(jestJsonDoc({ numTotalTests: 1, testResults: entry }))),
      ).rejects.toThrow(/r\.json: testResults\[0\] is not a test file object/)
    }
    // An assertion that is not an object: the same, not a TypeError (error-kind=internal).
    const assertions = [{ title: 't', status: 'passed' }, null]
    const file = { name: '/x/a.test.js', assertionResults: assertions }
    await expect(
      readText(JSON.stringify(jestJsonDoc({ numTotalTests: 1, testResults: [file] }))),
    ).rejects.toThrow('r.json: testResults[0].assertionResults[1] is not a test object')
  })
})

describe('CTRF', () => {
  it('suite as classname, filePath as file; a flaky pass with the time its failed attempts took', async () => {
    const r = await read('ctrf.json')
    expect(r.format).toBe('ctrf')
    expect(r.showsOutside).toBe(true)
    expect(r.tests).toBe(4)
    expect(r.failures).toEqual([
      expect.objectContaining({
        name: 'checkout applies a coupon',
        classname: 'checkout.spec.ts > checkout',
        file: 'e2e/checkout.spec.ts',
        line: 14,
        message: 'expect(locator).toHaveText(expected)',
      }),
    ])
    expect(r.failures[0]!.suite).toBeUndefined()
    expect(r.passedOnRetry).toEqual([
      expect.objectContaining({
        name: 'cart syncs with the server',
        failedAttempts: 2,
        failedSeconds: 4.5,
        message: 'ECONNRESET',
      }),
    ])
    expect(r.outside).toEqual([])
  })

  it('a summary counting more failures than the tests name: a failure outside tests', async () => {
    const doc = JSON.parse(readFileSync(join(REPORTS, 'ctrf.json'), 'utf8')) as {
      results: { summary: { failed: number } }
    }
    doc.results.summary.failed = 2
    const r = await readText(JSON.stringify(doc))
    expect(r.outside).toEqual([
      {
        report: 'r.json',
        where: 'the run',
        message: 'the summary counts 2 failed test(s), the report names 1',
      },
    ])
  })

  it('without the summary CTRF requires, a document is not proved to be CTRF', async () => {
    await expect(
      readText('{"results":{"tool":{"name":"x"},"tests":[{"name":"t","status":"passed"}]}}'),
    ).rejects.toThrow(
      'r.json: is JSON whose top-level keys are results, which is none of the formats',
    )
  })
})

describe('TRX', () => {
  it("the failed result, its class from the test definition, its message's first line", async () => {
    const r = await read('dotnet.trx')
    expect(r.format).toBe('trx')
    expect(r.tests).toBe(3)
    expect(r.skipped).toBe(1)
    expect(r.failures).toEqual([
      expect.objectContaining({
        name: 'RefundsAZeroAmount',
        classname: 'Acme.Billing.Tests.RefundTests',
        message: 'Assert.Equal() Failure',
        kind: 'failure',
      }),
    ])
    // A warning RunInfo is no failure.
    expect(r.outside).toEqual([])
  })

  it('counters beyond the results named, and a run error, are failures outside tests', async () => {
    const trx = readFileSync(join(REPORTS, 'dotnet.trx'), 'utf8')
      .replace('failed="1" error="0"', 'failed="1" error="1"')
      .replace(
        '<RunInfo computerName="fv-az1" outcome="Warning"',
        '<RunInfo computerName="fv-az1" outcome="Error" timestamp="2026-11-25T08:00:04Z"><Text>The active test run was aborted. Reason: Test host process crashed</Text></RunInfo><RunInfo computerName="fv-az1" outcome="Warning"',
      )
    const r = await readText(trx, 'r.trx')
    expect(r.outside.map((o) => o.message)).toEqual([
      'The active test run was aborted. Reason: Test host process crashed',
      'the counters count 2 failed result(s), the report names 1',
    ])
  })
})

describe('each writer counts as it defines it (issue 39, item 5)', () => {
  it('TRX: a <RunInfo outcome="Error"> with no text cannot echo a named failure: a failure outside tests', async () => {
    const result = '<UnitTestResult testId="a" testName="T" outcome="Passed"/>'
    const info = (inner: string) =>
      `<RunInfo computerName="x" outcome="Error" timestamp="2026-11-20T00:00:00">${inner}</RunInfo>`
    for (const inner of ['', '<Text></Text>', '<Text>   </Text>']) {
      const r = await readText(
        trxDoc(
          `<Results>${result}</Results><ResultSummary outcome="Completed"><RunInfos>${info(inner)}</RunInfos></ResultSummary>`,
        ),
        'r.trx',
      )
      expect(r.outside).toEqual([
        { report: 'r.trx', where: 'the run', message: 'a <RunInfo outcome="Error"> with no text' },
      ])
    }
  })

  it('vitest: a failed describe block is one of its failed suites, not a failure outside tests; more is', async () => {
    const file = (assertionResults: unknown[]) => ({
      name: '/x/a.test.mjs',
      status: 'failed',
      message: '',
      assertionResults,
    })
    const failed = (ancestorTitles: string[]) => ({ ancestorTitles, title: 't', status: 'failed' })
    const doc = (numFailedTestSuites: number) => {
      const {
        numRuntimeErrorTestSuites: _r,
        wasInterrupted: _w,
        openHandles: _o,
        ...vitest
      } = jestJsonDoc({
        numFailedTestSuites,
        numFailedTests: 2,
        numTotalTests: 2,
        success: false,
        testResults: [file([failed(['A', 'B']), failed(['A'])])],
      })
      return JSON.stringify(vitest)
    }
    // The file, A and A > B: three suites failed.
    expect((await readText(doc(3), 'v.json')).outside).toEqual([])
    expect((await readText(doc(4), 'v.json')).outside).toEqual([
      expect.objectContaining({
        message:
          'numFailedTestSuites is 4, the report names 3 failed test file(s) and describe block(s)',
      }),
    ])
  })
})
