/**
 * What the secret scans share: fault scenarios of `npm run reliability` run through
 * dist/index.js with RUNNER_DEBUG off and on, four at a time, and a test for each run that finds
 * no secret, no stack trace and nothing the scenario itself expects amiss.
 */
import { beforeAll, expect, it } from '@jest/globals'
import {
  SCENARIOS,
  SIGINT_EXIT_BOUND_MS,
  runScenario,
  type ScenarioResult,
} from '../../reliability/scenarios.js'
import { pool } from '../../reliability/harness.js'

/**
 * Runs the scenarios `ids` over `api` (RUNNER_DEBUG off, then on) before the tests: one test that
 * each id names a scenario, then a test a run, holding it to the scan and to `alsoExpect`.
 */
export function scanScenarios(
  ids: string[],
  api: 'v1' | 'v2',
  alsoExpect: (r: ScenarioResult) => void = () => {},
): void {
  const chosen = SCENARIOS.filter((s) => ids.includes(s.id))
  const runs = chosen.flatMap((s) => [
    { s, debug: false },
    { s, debug: true },
  ])
  let results: ScenarioResult[] = []

  beforeAll(async () => {
    results = await pool(
      4,
      runs.map((r) => () => runScenario(r.s, r.debug, api)),
    )
  }, 120_000)

  it('covers the scenarios it names', () => {
    expect(chosen.map((s) => s.id).sort()).toEqual([...ids].sort())
  })

  it.each(runs.map((r, i) => [`${r.s.id}${r.debug ? ' (RUNNER_DEBUG=1)' : ''}`, i] as const))(
    '%s',
    (_name, i) => {
      const r = results[i]!
      alsoExpect(r)
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
}
