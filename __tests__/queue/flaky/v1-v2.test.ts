/**
 * The flaky tests on both APIs, against one emulator holding one data set: the gate, failing-tests
 * and test-details say the same on a v1 token and on a v2 key; the requests are bounded by the
 * failures (v2: the key's check, then one quarantine-status for the failures); a key without
 * Upload test results is refused naming it; quarantining off forgives nothing as quarantined.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkTestResults } from '../../../src/commands/check-test-results/gate.js'
import { PermissionError, TrunkV2Client } from '../../../src/client/v2/index.js'
import {
  V1FlakyTests,
  V2FlakyTests,
  chooseCollection,
  collectionInput,
  type FlakyTests,
} from '../../../src/queue/index.js'
import { V2_PERMISSION_IDS } from '../../../src/wire/v2/index.js'
import { REPO, startTestEmulator, type TestEmulator } from '../../../__fixtures__/emulator.js'
import { payTestId } from '../../../__fixtures__/trunk-ids.js'

const KEY = 'trunk_v2_flaky_all'
const READ_KEY = 'trunk_v2_flaky_read'
const idOf = payTestId
const report = (names: string[]) =>
  `<testsuites><testsuite name="pytest" tests="${names.length + 1}" failures="${names.length}">${names
    .map(
      (n) =>
        `<testcase classname="tests.test_pay" name="${n}" file="tests/test_pay.py"><failure message="boom"/></testcase>`,
    )
    .join(
      '',
    )}<testcase classname="tests.test_pay" name="test_ok" file="tests/test_pay.py"/></testsuite></testsuites>`

let emu: TestEmulator
let v2: TrunkV2Client
let v2Read: TrunkV2Client
const dirs: string[] = []

beforeAll(async () => {
  emu = await startTestEmulator({
    clock: { mode: 'manual', startAt: '2026-11-20T12:00:00Z' },
    apiKeys: [
      { key: KEY, permissions: V2_PERMISSION_IDS },
      { key: READ_KEY, permissions: [] },
    ],
  })
  const test = (name: string, over: Record<string, unknown>) => ({
    id: idOf(name),
    name,
    classname: 'tests.test_pay',
    parent: 'pytest',
    file_path: 'tests/test_pay.py',
    failure_rate_last_7d: 0.25,
    // A rate over the last day only where a failure is (as the service computes it).
    failure_rate_last_24h: name === 'test_quarantined' ? 0.5 : 0,
    pull_requests_impacted_last_7d: 3,
    codeowners: ['@acme/pay'],
    ...over,
  })
  await emu.control('/flaky-tests', {
    tests: [
      test('test_quarantined', { quarantined: true, failures: ['-2h'] }),
      test('test_flaky', { status: { value: 'flaky', reason: 'x' }, failures: ['-30h'] }),
      test('test_broken', { status: { value: 'broken', reason: 'x' }, failures: ['-3d'] }),
      test('test_old', { quarantined: true, failures: ['-20d'] }),
    ],
  })
  v2 = new TrunkV2Client({ baseUrl: emu.v2Url, token: KEY, retry: { maxAttempts: 1 } })
  v2Read = new TrunkV2Client({ baseUrl: emu.v2Url, token: READ_KEY, retry: { maxAttempts: 1 } })
})

afterAll(async () => {
  await v2.close()
  await v2Read.close()
  await emu.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

function workspace(names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mqa-flaky-v1v2-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'reports'))
  writeFileSync(join(dir, 'reports', 'r.xml'), report(names))
  return dir
}

async function gate(flaky: FlakyTests, names: string[], lines: string[] = []) {
  return checkTestResults(
    {
      client: flaky,
      clock: { now: () => emu.now() },
      log: { info: (m) => lines.push(m), warning: (m) => lines.push(`warning: ${m}`), debug() {} },
    },
    {
      repo: { ...REPO },
      orgUrlSlug: 'acme',
      testReports: ['reports/*.xml'],
      allowFailures: new Set(['quarantined', 'flaky']),
      workspace: workspace(names),
    },
  )
}

const FAILURES = ['test_quarantined', 'test_flaky', 'test_broken', 'test_old', 'test_new']

describe('the flaky tests on v1 and on v2', () => {
  it('the gate says the same on both; v2 asks twice: the check, then the failures', async () => {
    const before = emu.requests().byOperation['v2 testCollections.quarantineStatus'] ?? 0
    const lines: string[] = []
    const on2 = await gate(new V2FlakyTests(v2), FAILURES, lines)
    expect(emu.requests().byOperation['v2 testCollections.quarantineStatus']).toBe(before + 2)
    expect(lines).toContain(
      `Test collection "default" (aB3xY9kQ): the organization's only one (set test-collection to choose another).`,
    )
    const on1 = await gate(new V1FlakyTests(emu.client), FAILURES)
    // The same, but the links: each API links its own page of the test (v1 and v2 ids differ).
    const unlinked = (o: Record<string, string | undefined>) => ({
      ...o,
      'unexplained-failures': (JSON.parse(o['unexplained-failures'] ?? '[]') as object[]).map(
        ({ link: _link, ...rest }: { link?: string }) => rest,
      ),
    })
    expect(unlinked(on2.outputs)).toEqual(unlinked(on1.outputs))
    expect(on2.outcome).toBe('failure')
    expect(on2.outputs).toMatchObject({
      'failed-tests-count': '5',
      'quarantined-failures-count': '2',
      'flaky-failures-count': '1',
      'unexplained-failures-count': '2',
    })
  })

  it('a key without Upload test results is refused naming it, before any failure is asked', async () => {
    const before = emu.requests().byOperation['v2 testCollections.quarantineStatus'] ?? 0
    const e = await gate(new V2FlakyTests(v2Read), ['test_new']).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(PermissionError)
    expect((e as PermissionError).permissions).toEqual(['Upload test results'])
    expect(emu.requests().byOperation['v2 testCollections.quarantineStatus']).toBe(before + 1)
  })

  it('quarantining off in the collection: nothing is forgiven as quarantined, and the log says so', async () => {
    emu.flakyTests.quarantineEnabled = false
    try {
      const lines: string[] = []
      const r = await gate(new V2FlakyTests(v2), ['test_quarantined'], lines)
      // Its status (flaky) still counts for allow-failures: flaky.
      expect(r.outputs['quarantined-failures-count']).toBe('0')
      expect(r.outputs['flaky-failures-count']).toBe('1')
      expect(lines.some((l) => l.startsWith('warning: Quarantining is off'))).toBe(true)
    } finally {
      emu.flakyTests.quarantineEnabled = true
    }
  })

  it('failing-tests and test-details say the same on both', async () => {
    const end = new Date(emu.now()).toISOString()
    const window = { start: new Date(emu.now() - 7 * 86_400_000).toISOString(), end }
    const scope = { repo: { ...REPO }, orgUrlSlug: 'acme' }
    const sorted = <T extends { name: string }>(l: T[]) =>
      [...l].sort((a, b) => a.name.localeCompare(b.name))
    const facts = (t: {
      name: string
      quarantined: boolean
      status: { value?: string }
      failure_rate_last_7d: number
      failure_rate_last_24h: number
      pull_requests_impacted_last_7d: number
      codeowners: string[]
    }) => [
      t.name,
      t.quarantined,
      t.status.value,
      t.failure_rate_last_7d,
      t.failure_rate_last_24h,
      t.pull_requests_impacted_last_7d,
      t.codeowners,
    ]
    const one = sorted(await new V1FlakyTests(emu.client).failingTests(scope, window))
    const two = sorted(await new V2FlakyTests(v2).failingTests(scope, window))
    expect(two.map(facts)).toEqual(one.map(facts))
    expect(two.map((t) => t.name)).toEqual(['test_broken', 'test_flaky', 'test_quarantined'])
    // The last day holds one failure: test_quarantined's; the others have no 24-hour rate there.
    const day = { start: new Date(emu.now() - 86_400_000).toISOString(), end }
    expect((await new V2FlakyTests(v2).failingTests(scope, day)).map((t) => t.name)).toEqual([
      'test_quarantined',
    ])
    const v2Id = two.find((t) => t.name === 'test_flaky')!.id
    const d2 = await new V2FlakyTests(v2).testDetails(scope, v2Id)
    const d1 = await new V1FlakyTests(emu.client).testDetails(scope, idOf('test_flaky'))
    expect(facts(d2)).toEqual(facts(d1))
    expect(v2Id).not.toBe(idOf('test_flaky'))
  })
})

describe('which test collection', () => {
  const c = (id: string, name: string) => ({ id, name })
  it('an id is used as is; a name or nothing is looked up', () => {
    expect(collectionInput('aB3xY9kQ')).toEqual({ id: 'aB3xY9kQ' })
    expect(collectionInput(' Backend tests ')).toEqual({ name: 'Backend tests' })
    expect(collectionInput('')).toEqual({})
  })
  it('the only one, a name, and what cannot be chosen', () => {
    expect(chooseCollection([c('a1', 'one')], undefined)).toMatchObject({ foundBy: 'only-one' })
    expect(chooseCollection([], undefined)).toMatchObject({ problem: 'none' })
    expect(chooseCollection([c('a1', 'one'), c('a2', 'two')], undefined)).toMatchObject({
      problem: 'several',
      names: ['one', 'two'],
    })
    expect(chooseCollection([c('a1', 'web'), c('a2', 'web-e2e')], 'web')).toMatchObject({
      collection: { id: 'a1' },
      foundBy: 'input-name',
    })
    expect(chooseCollection([c('a1', 'Web'), c('a2', 'WEB')], 'web')).toMatchObject({
      problem: 'several-named',
    })
    expect(chooseCollection([c('a2', 'web-e2e')], 'web')).toMatchObject({ problem: 'none-named' })
  })
})
