/**
 * v2's quarantine overrides, client and floor, against the emulator on 127.0.0.1: one test's
 * override set and cleared (shown on the test, honoured by the CI quarantine lookup), many in one
 * request with each test's outcome (succeeded, unchanged with its reason not recorded, a test that
 * fails alone while the others are applied), a key without "Quarantine tests" failing the request
 * as a whole, and the bulk answer matched to the items (a mismatch is never read as success).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { PermissionError, TrunkV2Client } from '../../../src/client/v2/index.js'
import { V2QuarantineOverridesClient } from '../../../src/client/v2/quarantine-overrides.js'
import { V2FlakyTests, resultsOfBulk } from '../../../src/queue/index.js'
import { V2_PERMISSION_IDS } from '../../../src/wire/v2/index.js'
import { REPO, startTestEmulator, type TestEmulator } from '../../../__fixtures__/emulator.js'

const KEY = 'trunk_v2_overrides_all'
const NO_QUARANTINE_KEY = 'trunk_v2_overrides_none'
const NAMES = ['test_a', 'test_b', 'test_c']

let emu: TestEmulator
let v2: TrunkV2Client
let weak: TrunkV2Client
let ids: Record<string, string>

beforeAll(async () => {
  emu = await startTestEmulator({
    clock: { mode: 'manual', startAt: '2026-11-20T12:00:00Z' },
    apiKeys: [
      { key: KEY, permissions: V2_PERMISSION_IDS },
      {
        key: NO_QUARANTINE_KEY,
        permissions: V2_PERMISSION_IDS.filter((p) => p !== 'quarantine-tests'),
      },
    ],
  })
  await emu.control('/flaky-tests', {
    tests: NAMES.map((name, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i + 1}`,
      name,
      classname: 'tests.test_pay',
      parent: 'pytest',
      file_path: 'tests/test_pay.py',
      // test_c is quarantined by its status: a neverQuarantine override takes it out.
      quarantined: name === 'test_c',
      failures: ['-2h'],
    })),
  })
  v2 = new TrunkV2Client({ baseUrl: emu.v2Url, token: KEY, retry: { maxAttempts: 1 } })
  weak = new TrunkV2Client({
    baseUrl: emu.v2Url,
    token: NO_QUARANTINE_KEY,
    retry: { maxAttempts: 1 },
  })
  const listed = await new V2QuarantineOverridesClient(v2).listTests('aB3xY9kQ')
  ids = Object.fromEntries(listed.map((t) => [t.name, t.id]))
})

afterAll(async () => {
  await v2.close()
  await weak.close()
  await emu.stop()
})

// What the CI quarantine lookup answers for each test (by name: the emulator's tests have no repo).
const quarantinedNow = async () => {
  const status = (await (
    await fetch(`${emu.v2Url}/v2/test-collections/aB3xY9kQ/quarantine-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        repo: null,
        testIdentifiers: NAMES.map((name) => ({ name, parentName: 'pytest' })),
      }),
    })
  ).json()) as { tests: { quarantined: boolean }[] }
  return Object.fromEntries(NAMES.map((n, i) => [n, status.tests[i]?.quarantined]))
}

describe('one test', () => {
  it('sets and clears an override: shown on the test, honoured by the CI lookup', async () => {
    const c = new V2QuarantineOverridesClient(v2)
    const set = await c.setOverride(ids.test_a as string, {
      mode: 'alwaysQuarantine',
      reason: 'by hand',
    })
    expect(set.quarantineOverride).toMatchObject({ mode: 'alwaysQuarantine', reason: 'by hand' })
    expect(set.quarantineState).toBe('quarantined')
    await c.setOverride(ids.test_c as string, { mode: 'neverQuarantine', reason: 'fixed' })
    expect(await quarantinedNow()).toEqual({ test_a: true, test_b: false, test_c: false })
    expect((await c.getTestOverride(ids.test_c as string)).quarantineOverride?.reason).toBe('fixed')
    await c.setOverride(ids.test_a as string, { mode: 'clear' })
    await c.setOverride(ids.test_c as string, { mode: 'clear' })
    expect((await c.getTestOverride(ids.test_a as string)).quarantineOverride).toBeNull()
    expect(await quarantinedNow()).toEqual({ test_a: false, test_b: false, test_c: true })
  })
})

describe('many tests in one request', () => {
  it("reports each test's outcome; one that fails alone leaves the others applied", async () => {
    const api = new V2FlakyTests(v2).quarantineOverrides()
    await emu.control('/quarantine-overrides', { failWrites: [ids.test_b] })
    try {
      const first = await api.apply([
        { testId: ids.test_a as string, mode: 'alwaysQuarantine', reason: 'one' },
        { testId: ids.test_b as string, mode: 'alwaysQuarantine', reason: 'two' },
        { testId: 'f0000000-0000-5000-8000-000000000000', mode: 'clear' },
      ])
      expect(first).toEqual([
        { testId: ids.test_a, status: 'succeeded' },
        {
          testId: ids.test_b,
          status: 'failed',
          code: 'INTERNAL_ERROR',
          error: expect.stringContaining('INTERNAL_ERROR'),
        },
        {
          testId: 'f0000000-0000-5000-8000-000000000000',
          status: 'failed',
          code: 'TEST_NOT_FOUND',
          error: expect.stringContaining('TEST_NOT_FOUND'),
        },
      ])
      // Already in the mode: unchanged, and the new reason is not recorded (as the service does).
      const again = await api.apply([
        { testId: ids.test_a as string, mode: 'alwaysQuarantine', reason: 'other' },
      ])
      expect(again).toEqual([{ testId: ids.test_a, status: 'unchanged' }])
      const read = await api.overridesOf([ids.test_a as string, ids.test_b as string])
      expect(read.get(ids.test_a as string)).toEqual({
        testId: ids.test_a,
        mode: 'alwaysQuarantine',
        reason: 'one',
      })
      expect(read.get(ids.test_b as string)).toBeNull()
    } finally {
      await emu.control('/quarantine-overrides', { failWrites: [], clear: true })
    }
  })

  it('a key without "Quarantine tests" fails the request as a whole, naming the permission', async () => {
    const api = new V2FlakyTests(weak).quarantineOverrides()
    const r = await api.apply([
      { testId: ids.test_a as string, mode: 'alwaysQuarantine', reason: 'x' },
    ])
    expect(r).toEqual([
      { testId: ids.test_a, status: 'failed', error: expect.stringContaining('Quarantine tests') },
    ])
    const e = await new V2QuarantineOverridesClient(weak)
      .setOverrides({ items: [{ testId: ids.test_a as string, mode: 'clear' }] })
      .catch((x: unknown) => x)
    expect(e).toBeInstanceOf(PermissionError)
  })

  it('refuses a test named twice before sending', async () => {
    const e = await new V2QuarantineOverridesClient(v2)
      .setOverrides({
        items: [
          { testId: ids.test_a as string, mode: 'clear' },
          { testId: (ids.test_a as string).toUpperCase(), mode: 'clear' },
        ],
      })
      .catch((x: unknown) => x)
    expect(String(e)).toMatch(/each test once/)
  })

  it('lists every test of the collection with its identity and state', async () => {
    const listed = await new V2FlakyTests(v2)
      .quarantineOverrides()
      .tests({ repo: { ...REPO }, orgUrlSlug: '', testCollection: 'aB3xY9kQ' })
    expect(listed.collection).toMatchObject({ id: 'aB3xY9kQ', quarantineEnabled: true })
    expect(listed.tests.map((t) => [t.name, t.classname, t.suite, t.file, t.quarantined])).toEqual([
      ['test_a', 'tests.test_pay', 'pytest', 'tests/test_pay.py', false],
      ['test_b', 'tests.test_pay', 'pytest', 'tests/test_pay.py', false],
      ['test_c', 'tests.test_pay', 'pytest', 'tests/test_pay.py', true],
    ])
  })
})

describe('resultsOfBulk', () => {
  const writes = [
    { testId: 'A', mode: 'clear' as const },
    { testId: 'b', mode: 'clear' as const },
  ]
  it('matches results to items in order; an unmatched answer fails every item', () => {
    expect(
      resultsOfBulk(writes, [
        { testId: 'a', status: 'succeeded', error: undefined },
        { status: 'surprise', testId: undefined, error: undefined },
      ]),
    ).toEqual([
      { testId: 'A', status: 'succeeded' },
      { testId: 'b', status: 'failed', error: 'status "surprise" is not one this tool knows' },
    ])
    for (const answer of [
      [{ testId: 'a', status: 'succeeded' }],
      [
        { testId: 'b', status: 'succeeded' },
        { testId: 'a', status: 'succeeded' },
      ],
    ]) {
      const r = resultsOfBulk(writes, answer as never)
      expect(r.map((x) => x.status)).toEqual(['failed', 'failed'])
      expect(r[0]?.error).toMatch(/outcome is unknown/)
    }
  })
})
