/** sync-quarantine's plan: only its own overrides change, idempotent, a person's left alone. */
import { describe, expect, it } from '@jest/globals'
import type { QuarantineEntry } from '../../src/quarantine/file.js'
import {
  MAX_REASON_CHARS,
  SYNC_MARKER,
  changesOf,
  isOwnOverride,
  overrideReason,
  syncPlan,
  writeRounds,
  type TrunkOverride,
} from '../../src/quarantine/sync.js'

const NOW = Date.parse('2026-12-02T10:00:00Z')
const entry = (e: Partial<QuarantineEntry>): QuarantineEntry => ({
  name: 'n',
  owner: '@o',
  reason: 'r',
  expires: '2026-12-31',
  line: 1,
  ...e,
})

describe('overrideReason', () => {
  it('carries the marker, owner, expiry, reason and issue; cut to the API bound', () => {
    expect(
      overrideReason(
        entry({ owner: '@a', reason: 'slow', issue: 'https://x/1', expires: '2026-12-09' }),
      ),
    ).toBe(`${SYNC_MARKER} owner @a; until 2026-12-09; slow (https://x/1)`)
    const long = overrideReason(entry({ reason: 'x'.repeat(2000) }))
    expect(long).toHaveLength(MAX_REASON_CHARS)
    expect(long.endsWith('…')).toBe(true)
    expect(isOwnOverride({ reason: long })).toBe(true)
    expect(isOwnOverride({ reason: `flaky ${SYNC_MARKER}` })).toBe(false)
  })

  it('without an issue ends with the reason; exactly the bound is kept whole', () => {
    const plain = overrideReason(entry({ owner: '@a', reason: 'slow', expires: '2026-12-09' }))
    expect(plain).toBe(`${SYNC_MARKER} owner @a; until 2026-12-09; slow`)
    const room = MAX_REASON_CHARS - plain.length + 'slow'.length
    const full = overrideReason(
      entry({ owner: '@a', reason: 'y'.repeat(room), expires: '2026-12-09' }),
    )
    expect(full).toHaveLength(MAX_REASON_CHARS)
    expect(full.endsWith('yy')).toBe(true)
  })
})

describe('syncPlan', () => {
  const a = entry({ name: 'a', owner: '@a' })
  const b = entry({ name: 'b', owner: '@b' })
  const gone = entry({ name: 'c', expires: '2026-12-01' })
  const own = (testId: string, e: QuarantineEntry): TrunkOverride => ({
    testId,
    mode: 'alwaysQuarantine',
    reason: overrideReason(e),
  })

  it('sets what is new, keeps what agrees, updates a changed reason, clears removed and expired', () => {
    const plan = syncPlan(
      [
        { entry: a, testId: 'T1' },
        { entry: b, testId: 't2' },
        { entry: gone, testId: 't3' },
        { entry: entry({ name: 'd' }), testId: 't5' },
      ],
      [
        own('t1', a),
        own('t3', gone),
        { testId: 't4', mode: 'alwaysQuarantine', reason: `${SYNC_MARKER} owner @x; old` },
        { testId: 't5', mode: 'alwaysQuarantine', reason: `${SYNC_MARKER} owner @x; old` },
      ],
      NOW,
    )
    expect(plan).toEqual([
      { action: 'unchanged', testId: 'T1', entry: a },
      { action: 'set', testId: 't2', reason: overrideReason(b), entry: b },
      {
        action: 'set',
        testId: 't5',
        reason: overrideReason(entry({ name: 'd' })),
        entry: entry({ name: 'd' }),
        replaces: {
          testId: 't5',
          mode: 'alwaysQuarantine',
          reason: `${SYNC_MARKER} owner @x; old`,
        },
      },
      {
        action: 'clear',
        testId: 't3',
        reason: `${SYNC_MARKER} the entry expired on 2026-12-01`,
        entry: gone,
      },
      {
        action: 'clear',
        testId: 't4',
        reason: `${SYNC_MARKER} the entry was removed from the file`,
      },
    ])
    expect(changesOf(plan).map((s) => s.testId)).toEqual(['t2', 't5', 't3', 't4'])
  })

  it("never touches a person's override: neither set over it nor cleared", () => {
    const person: TrunkOverride = { testId: 't1', mode: 'neverQuarantine', reason: 'we fixed it' }
    const other: TrunkOverride = { testId: 't9', mode: 'alwaysQuarantine', reason: 'by hand' }
    const plan = syncPlan([{ entry: a, testId: 't1' }], [person, other], NOW)
    expect(plan).toEqual([{ action: 'left-alone', testId: 't1', override: person, entry: a }])
    expect(changesOf(plan)).toEqual([])
  })

  it('a neverQuarantine override of its own is set back to alwaysQuarantine', () => {
    const o: TrunkOverride = { testId: 't1', mode: 'neverQuarantine', reason: overrideReason(a) }
    const plan = syncPlan([{ entry: a, testId: 't1' }], [o], NOW)
    expect(plan).toEqual([
      { action: 'set', testId: 't1', reason: overrideReason(a), entry: a, replaces: o },
    ])
    // A mode change is recorded with its reason: no clear first.
    expect(writeRounds(plan)).toEqual({
      clears: [],
      sets: [{ testId: 't1', reason: overrideReason(a), afterClear: false }],
    })
  })

  it('is idempotent: after the plan is applied, the next plan changes nothing', () => {
    const resolved = [
      { entry: a, testId: 't1' },
      { entry: b, testId: 't2' },
    ]
    const first = syncPlan(resolved, [], NOW)
    const applied: TrunkOverride[] = first.flatMap((s) =>
      s.action === 'set'
        ? [{ testId: s.testId, mode: 'alwaysQuarantine' as const, reason: s.reason }]
        : [],
    )
    expect(changesOf(syncPlan(resolved, applied, NOW))).toEqual([])
  })

  it('an entry no Trunk test matches is unresolved; an expired one is skipped; two entries for one test set it once', () => {
    const plan = syncPlan(
      [
        { entry: a },
        { entry: gone },
        { entry: b, testId: 't2' },
        { entry: entry({ name: 'b2' }), testId: 'T2' },
      ],
      [],
      NOW,
    )
    expect(plan).toEqual([
      { action: 'unresolved', entry: a },
      { action: 'set', testId: 't2', reason: overrideReason(b), entry: b },
    ])
  })
})

describe('writeRounds', () => {
  it('clears removed entries and changed reasons first, then sets; a new test is only set', () => {
    const a = entry({ name: 'a' })
    const old: TrunkOverride = {
      testId: 't1',
      mode: 'alwaysQuarantine',
      reason: `${SYNC_MARKER} old`,
    }
    const plan = syncPlan(
      [
        { entry: a, testId: 't1' },
        { entry: entry({ name: 'b' }), testId: 't2' },
      ],
      [old, { testId: 't9', mode: 'alwaysQuarantine', reason: `${SYNC_MARKER} gone` }],
      NOW,
    )
    expect(writeRounds(plan)).toEqual({
      clears: [
        { testId: 't1', reason: `${SYNC_MARKER} replaced by the entry's new reason` },
        { testId: 't9', reason: `${SYNC_MARKER} the entry was removed from the file` },
      ],
      sets: [
        { testId: 't1', reason: overrideReason(a), afterClear: true },
        { testId: 't2', reason: overrideReason(entry({ name: 'b' })), afterClear: false },
      ],
    })
    expect(writeRounds(syncPlan([{ entry: a, testId: 't1' }], [], NOW)).clears).toEqual([])
  })
})
