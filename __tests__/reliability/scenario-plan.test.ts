/**
 * Which fault scenarios `npm run reliability` runs over which API: every one over v1 and v2 in a
 * full run (debug off and on, the slow one once), the v2 subset once each in the quick run CI
 * uses, and what each API's faults aim at.
 */
import { describe, expect, it } from '@jest/globals'
import { FAULT_OPERATIONS } from '../../src/emulator/index.js'
import { API_OPERATIONS, API_VERSIONS, SCENARIOS, planRuns } from '../../reliability/scenarios.js'

const key = (r: { scenario: { id: string }; api: string; debug: boolean }) =>
  `${r.api} ${r.scenario.id}${r.debug ? ' debug' : ''}`

describe('the runs of a reliability run', () => {
  it('full: every scenario over v1 and v2, debug off and on, the slow one once', () => {
    const runs = planRuns({ quick: false }).map(key)
    for (const api of API_VERSIONS) {
      for (const s of SCENARIOS) {
        expect(runs).toContain(`${api} ${s.id}`)
        if (s.slow) expect(runs).not.toContain(`${api} ${s.id} debug`)
        else expect(runs).toContain(`${api} ${s.id} debug`)
      }
    }
    expect(new Set(runs).size).toBe(runs.length)
  })

  it('quick: every fast scenario over v1 (debug off and on); over v2 the marked subset, once', () => {
    const runs = planRuns({ quick: true })
    const v1 = runs.filter((r) => r.api === 'v1')
    const v2 = runs.filter((r) => r.api === 'v2')
    expect(v1.map(key)).toEqual(
      SCENARIOS.filter((s) => !s.slow).flatMap((s) => [`v1 ${s.id}`, `v1 ${s.id} debug`]),
    )
    expect(v2.map(key)).toEqual(SCENARIOS.filter((s) => s.quickV2).map((s) => `v2 ${s.id}`))
    // The subset covers a read retried, a write settled by a read, SIGINT and a key echo.
    expect(v2.map((r) => r.scenario.id)).toEqual(
      expect.arrayContaining([
        '429-no-retry-after',
        'reset-submit',
        'drop-after-commit',
        'already-queued-submit',
        'sigint-request',
        'token-echo-5xx',
      ]),
    )
    expect(v2.some((r) => r.scenario.slow)).toBe(false)
  })

  it('never runs a scenario over an API it says it cannot apply to', () => {
    const s = SCENARIOS[0]!
    const original = s.notOn
    s.notOn = { v2: 'test' }
    try {
      const runs = planRuns({ quick: false, only: [s.id] }).map(key)
      expect(runs).toEqual([`v1 ${s.id}`, `v1 ${s.id} debug`])
    } finally {
      s.notOn = original
    }
  })

  it("aims each API's faults at operations the emulator's fault rules accept", () => {
    for (const api of API_VERSIONS) {
      for (const op of Object.values(API_OPERATIONS[api])) expect(FAULT_OPERATIONS).toContain(op)
    }
  })
})
