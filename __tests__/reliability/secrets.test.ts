/**
 * The token never shows: a few fault scenarios of `npm run reliability`, run through
 * dist/index.js with RUNNER_DEBUG off and on, scanned for the token (stdout, stderr, outputs,
 * summary), stack traces and the scenario's own expectations. Includes the redirect (the target
 * sees no request), servers echoing the token, and SIGINT (exit within the runner's 7.5 s).
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import {
  SCENARIOS,
  SIGINT_EXIT_BOUND_MS,
  runScenario,
  type ScenarioResult,
} from '../../reliability/scenarios.js'
import { pool } from '../../reliability/harness.js'

const IDS = [
  '429-seconds',
  'reset-submit',
  'drop-after-commit',
  'redirect',
  'token-echo-401',
  'token-echo-5xx',
  'token-echo-data',
  'sigint-wait',
  'sigint-request',
]
const chosen = SCENARIOS.filter((s) => IDS.includes(s.id))
const runs = chosen.flatMap((s) => [
  { s, debug: false },
  { s, debug: true },
])
let results: ScenarioResult[] = []

beforeAll(async () => {
  results = await pool(
    4,
    runs.map((r) => () => runScenario(r.s, r.debug)),
  )
}, 120_000)

describe('fault scenarios, scanned for the token', () => {
  it('covers the scenarios it names', () => {
    expect(chosen.map((s) => s.id).sort()).toEqual([...IDS].sort())
  })

  it.each(runs.map((r, i) => [`${r.s.id}${r.debug ? ' (RUNNER_DEBUG=1)' : ''}`, i] as const))(
    '%s',
    (_name, i) => {
      const r = results[i]!
      expect(r.leaks).toEqual([])
      expect(r.stackLines).toBe(0)
      expect(r.verdict.problems).toEqual([])
      if (r.scenario.class === 'signal') {
        // The one timed assertion: the runner kills the step 7.5 s after SIGINT.
        expect(r.exitAfterSignalMs).toBeLessThanOrEqual(SIGINT_EXIT_BOUND_MS)
        expect(r.code).not.toBe(0)
      }
    },
  )
})
