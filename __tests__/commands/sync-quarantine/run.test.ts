/**
 * sync-quarantine's run over a fake of the overrides floor that behaves as the service does (a
 * write to the mode a test already has is `unchanged`, its reason not recorded): unknown is never
 * success (an unread test list or override list writes nothing), a dry run writes nothing, a
 * changed reason is cleared then set, a failed clear holds its set, a request that fails as a
 * whole holds the rest, a partial failure fails the step naming the test, a missing file is an
 * error. Plus the pure decisions: which tests an entry names, whose overrides are read.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  idsToMap,
  resolveEntries,
  testsToRead,
} from '../../../src/commands/sync-quarantine/decide.js'
import { run } from '../../../src/commands/sync-quarantine/run.js'
import {
  TrunkApiError,
  type FlakyTests,
  type OverrideTest,
  type OverrideWrite,
  type OverrideWriteResult,
  type QuarantineOverrides,
  type TestOverride,
} from '../../../src/queue/index.js'
import type { QuarantineEntry } from '../../../src/quarantine/file.js'
import { SYNC_MARKER, overrideReason } from '../../../src/quarantine/sync.js'

const NOW = Date.parse('2026-12-02T10:00:00Z')
const TESTS: OverrideTest[] = [
  { id: 'T-A', name: 'test_a', classname: 'tests.pay', quarantined: false },
  { id: 'T-B', name: 'test_b', classname: 'tests.pay', quarantined: true },
  { id: 'T-C', name: 'test_c', classname: 'tests.pay', quarantined: false },
]
const FILE = `tests:
  - name: test_a
    classname: tests.pay
    owner: "@a"
    reason: flaky
    expires: 2026-12-20
  - name: test_c
    classname: tests.pay
    owner: "@c"
    reason: new reason
    expires: 2026-12-20
`
const entryC: QuarantineEntry = {
  name: 'test_c',
  classname: 'tests.pay',
  owner: '@c',
  reason: 'new reason',
  expires: '2026-12-20',
  line: 7,
}

let ws: string
beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'mqa-sync-run-'))
  mkdirSync(join(ws, '.github'))
  writeFileSync(join(ws, '.github', 'quarantine.yml'), FILE)
})
afterAll(() => rmSync(ws, { recursive: true, force: true }))

const boom = (operation: string) =>
  new TrunkApiError('server', 'HTTP 503', { operation, status: 503 })

/** The floor as the service behaves, recording every write request. */
function fakeFloor(
  start: TestOverride[],
  o: {
    testsFail?: boolean
    overridesFail?: boolean
    failItem?: string
    failRequest?: number
  } = {},
) {
  const overrides = new Map(start.map((x) => [x.testId, x]))
  const requests: OverrideWrite[][] = []
  const floor: QuarantineOverrides = {
    tests: async () => {
      if (o.testsFail) throw boom('tests.list')
      return {
        collection: { id: 'aB3xY9kQ', name: 'default', quarantineEnabled: true },
        tests: TESTS,
      }
    },
    testIdsOf: async (_scope, ids) => new Map(ids.map((id) => [id, null])),
    overridesOf: async (ids) => {
      if (o.overridesFail) throw boom('tests.get')
      return new Map(ids.map((id) => [id, overrides.get(id) ?? null]))
    },
    apply: async (writes) => {
      requests.push([...writes])
      if (o.failRequest === requests.length)
        return writes.map((w) => ({ testId: w.testId, status: 'failed', error: 'HTTP 503' }))
      return writes.map((w): OverrideWriteResult => {
        if (w.testId === o.failItem)
          return {
            testId: w.testId,
            status: 'failed',
            code: 'INTERNAL_ERROR',
            error: 'INTERNAL_ERROR: not saved',
          }
        const cur = overrides.get(w.testId)
        if (w.mode === 'clear') {
          if (!cur) return { testId: w.testId, status: 'unchanged' }
          overrides.delete(w.testId)
        } else {
          if (cur?.mode === w.mode) return { testId: w.testId, status: 'unchanged' }
          overrides.set(w.testId, { testId: w.testId, mode: w.mode, reason: w.reason ?? '' })
        }
        return { testId: w.testId, status: 'succeeded' }
      })
    },
  }
  return { floor, overrides, requests }
}

async function sync(floor: QuarantineOverrides, own: { dryRun?: boolean; file?: string } = {}) {
  const lines: string[] = []
  const client = { quarantineOverrides: () => floor } as unknown as FlakyTests
  const s = {
    repo: { host: 'github.com', owner: 'acme', name: 'app' },
    workspace: ws,
    quarantineFile: own.file ?? '.github/quarantine.yml',
    quarantineMaxDays: 90,
    dryRun: own.dryRun ?? false,
  } as unknown as Parameters<typeof run>[0]['s']
  const log = {
    info: (m: string) => lines.push(m),
    warning: (m: string) => lines.push(`warning: ${m}`),
    notice: (m: string) => lines.push(m),
    debug() {},
    annotate() {},
    group: <T>(_: string, fn: () => Promise<T>) => fn(),
  } as unknown as Parameters<typeof run>[0]['log']
  const result = await run({ s, client, clock: { now: () => NOW } as never, log })
  return { result, lines }
}

// test_c carries an override of this tool's with an older reason: it is cleared, then set.
const OLD_C: TestOverride = {
  testId: 'T-C',
  mode: 'alwaysQuarantine',
  reason: `${SYNC_MARKER} old`,
}
// test_b's entry was removed from the file: its override of this tool's is cleared.
const OWN_B: TestOverride = { testId: 'T-B', mode: 'alwaysQuarantine', reason: `${SYNC_MARKER} b` }

describe('sync-quarantine run', () => {
  it('applies: sets, clears a removed entry, replaces a changed reason (clear, then set)', async () => {
    const f = fakeFloor([OLD_C, OWN_B])
    const { result } = await sync(f.floor)
    expect(result.outcome).toBe('success')
    expect(result.outputs).toMatchObject({
      'set-count': '2',
      'cleared-count': '1',
      'failed-count': '0',
    })
    expect(f.requests.map((r) => r.map((w) => `${w.mode} ${w.testId}`))).toEqual([
      ['clear T-C', 'clear T-B'],
      ['alwaysQuarantine T-A', 'alwaysQuarantine T-C'],
    ])
    expect(f.overrides.get('T-C')?.reason).toBe(overrideReason(entryC))
    expect(f.overrides.has('T-B')).toBe(false)
    // Run again: nothing to write.
    const again = await sync(f.floor)
    expect(again.result.outputs).toMatchObject({ 'set-count': '0', 'unchanged-count': '2' })
    expect(f.requests).toHaveLength(2)
  })

  it('a dry run reads and plans, and writes nothing', async () => {
    const f = fakeFloor([OLD_C, OWN_B])
    const { result, lines } = await sync(f.floor, { dryRun: true })
    expect(result.outcome).toBe('success')
    expect(result.outputs).toMatchObject({ 'set-count': '2', 'cleared-count': '1' })
    expect(f.requests).toEqual([])
    expect(lines.join('\n')).toMatch(
      /test_b \(T-B\): would clear its override \(the entry was removed\)/,
    )
  })

  it.each([
    ['the test list', { testsFail: true }, /could not read the tests of the test collection/],
    ['the override list', { overridesFail: true }, /could not read the quarantine overrides/],
  ])('%s unread: an error, and nothing written', async (_, o, message) => {
    const f = fakeFloor([OWN_B], o)
    const { result } = await sync(f.floor)
    expect(result.outcome).toBe('error')
    expect(result.errorKind).toBe('server')
    expect(result.failure).toMatch(message)
    expect(result.failure).toMatch(/nothing was written/)
    expect(f.requests).toEqual([])
  })

  it("a test's failed write fails the step naming it; its set after a failed clear is held; the rest applied", async () => {
    const f = fakeFloor([OLD_C], { failItem: 'T-C' })
    const { result } = await sync(f.floor)
    expect(result.outcome).toBe('failure')
    expect(result.outputs).toMatchObject({ 'set-count': '1', 'failed-count': '1' })
    expect(result.failure).toContain(
      'tests.pay › test_c (T-C): its old override could not be cleared: INTERNAL_ERROR: not saved',
    )
    expect(result.failure).not.toMatch(/test_a/)
    // T-C's set was not sent after its clear failed: it keeps its old override.
    expect(f.requests[1]?.map((w) => w.testId)).toEqual(['T-A'])
    expect(f.overrides.get('T-C')).toEqual(OLD_C)
    expect(f.overrides.get('T-A')?.mode).toBe('alwaysQuarantine')
  })

  it('a first request that fails as a whole holds the second', async () => {
    const f = fakeFloor([OWN_B], { failRequest: 1 })
    const { result } = await sync(f.floor)
    expect(result.outcome).toBe('failure')
    expect(f.requests).toHaveLength(1)
    expect(result.outputs).toMatchObject({ 'failed-count': '3', 'set-count': '0' })
    expect(result.failure).toMatch(/not sent: an earlier request failed \(HTTP 503\)/)
  })

  it('no file at the path is an error, before any request (never "no entries", which would clear)', async () => {
    const f = fakeFloor([OWN_B])
    let asked = false
    const floor = { ...f.floor, tests: async () => ((asked = true), f.floor.tests({} as never)) }
    const { result } = await sync(floor, { file: '.github/none.yml' })
    expect(result.outcome).toBe('error')
    expect(result.failure).toMatch(/no quarantine file at \.github\/none\.yml/)
    expect(asked).toBe(false)
  })
})

describe('resolveEntries and testsToRead', () => {
  const e = (x: Partial<QuarantineEntry>): QuarantineEntry => ({
    owner: '@o',
    reason: 'r',
    expires: '2026-12-20',
    line: 1,
    ...x,
  })
  const tests: OverrideTest[] = [
    { id: 'V-1', name: 'test_x', file: 'a.py', variant: 'linux', quarantined: false },
    { id: 'V-2', name: 'test_x', file: 'a.py', variant: 'mac', quarantined: true },
    { id: 'V-3', name: 'test_y', suite: 'pytest', quarantined: false },
  ]
  it('an entry names every test its identity matches (each variant), or a test by its id', () => {
    expect(
      resolveEntries(
        [
          e({ name: 'test_x', file: './a.py' }),
          e({ id: 'v-3' }),
          e({ name: 'test_y', suite: 'other' }),
        ],
        tests,
      ).map((r) => [r.entry.name ?? r.entry.id, r.testId]),
    ).toEqual([
      ['test_x', 'V-1'],
      ['test_x', 'V-2'],
      ['v-3', 'V-3'],
      ['test_y', undefined],
    ])
    // An id that is no test's here may be the uploader's (the gate's): looked up, then used.
    const byUploader = [e({ id: 'u-1' }), e({ id: 'u-2' }), e({ id: 'v-1' })]
    expect(idsToMap(byUploader, tests)).toEqual(['u-1', 'u-2'])
    expect(
      resolveEntries(
        byUploader,
        tests,
        new Map([
          ['u-1', 'V-3'],
          ['u-2', null],
        ]),
      ).map((r) => r.testId),
    ).toEqual(['V-3', undefined, 'V-1'])
  })
  it('reads the named tests and the quarantined ones; every test when quarantining is off', () => {
    const resolved = [{ entry: e({ id: 'v-3' }), testId: 'V-3' }]
    expect(testsToRead(resolved, tests, true)).toEqual(['V-3', 'V-2'])
    expect(testsToRead(resolved, tests, false)).toEqual(['V-3', 'V-1', 'V-2'])
  })
})
