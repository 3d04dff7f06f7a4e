/**
 * The v2 API key never shows: a few fault scenarios of `npm run reliability` run over v2 (the
 * action given a `trunk_v2_` key) through dist/index.js with RUNNER_DEBUG off and on, scanned for
 * the key (stdout, stderr, outputs, summary), stack traces and the scenario's own expectations:
 * a write settled by a read, the key echoed by a 500 and a 401, and SIGINT while a request hangs.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import {
  SCENARIOS,
  SIGINT_EXIT_BOUND_MS,
  runScenario,
  type ScenarioResult,
} from '../../reliability/scenarios.js'
import { pool } from '../../reliability/harness.js'

const IDS = ['drop-after-commit', 'token-echo-5xx', 'token-echo-401', 'sigint-request']
const chosen = SCENARIOS.filter((s) => IDS.includes(s.id))
const runs = chosen.flatMap((s) => [
  { s, debug: false },
  { s, debug: true },
])
let results: ScenarioResult[] = []

beforeAll(async () => {
  results = await pool(
    4,
    runs.map((r) => () => runScenario(r.s, r.debug, 'v2')),
  )
}, 120_000)

describe('fault scenarios over v2, scanned for the key', () => {
  it('covers the scenarios it names', () => {
    expect(chosen.map((s) => s.id).sort()).toEqual([...IDS].sort())
  })

  it.each(runs.map((r, i) => [`${r.s.id}${r.debug ? ' (RUNNER_DEBUG=1)' : ''}`, i] as const))(
    '%s',
    (_name, i) => {
      const r = results[i]!
      expect(r.api).toBe('v2')
      expect(r.leaks).toEqual([])
      expect(r.stackLines).toBe(0)
      expect(r.verdict.problems).toEqual([])
      // Requests went to /v2 operations, never to /v1.
      expect(Object.keys(r.requests).filter((op) => !op.includes('.'))).toEqual([])
      if (r.scenario.class === 'signal') {
        // The one timed assertion: the runner kills the step 7.5 s after SIGINT.
        expect(r.exitAfterSignalMs).toBeLessThanOrEqual(SIGINT_EXIT_BOUND_MS)
        expect(r.code).not.toBe(0)
      }
    },
  )
})
