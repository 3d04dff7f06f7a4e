/**
 * What the scenario tests of the simulated queue share: one emulator per test with the default
 * queue, and the moves and reads they make of it through the API (TrunkClient), the control API
 * and the state.
 */
import { BRANCH, prRef, queueRef, type TestEmulator } from '../../../__fixtures__/emulator.js'
import { useEmulator } from '../helpers.js'

/** A fresh emulator with the default queue for each test, and the scenario's moves and reads. */
export function useScenario() {
  const emu = useEmulator({}, { per: 'test', queue: true })
  const submit = (n: number, extra: { priority?: string | number; noBatch?: boolean } = {}) =>
    emu.client.submitPullRequest({ ...prRef(n), ...extra } as Parameters<
      TestEmulator['client']['submitPullRequest']
    >[0])
  const settings = (s: Record<string, unknown>) => emu.client.updateQueue({ ...queueRef(), ...s })
  const script = (
    number: number,
    outcome: 'pass' | 'fail' | 'hang',
    durationMs?: number,
    times?: number,
  ) => emu.control('/outcomes', { repo: 'acme/app', number, outcome, durationMs, times })
  const targets = (n: number, impactedTargets: string[] | 'ALL', sha?: string) =>
    emu.client.setImpactedTargets({
      ...prRef(n),
      pr: { number: n, sha: sha ?? emu.simulation.headShaOf(queueRef().repo, n) },
      impactedTargets,
    })

  function entry(n: number) {
    const q = emu.state().queues.find((x) => x.branch === BRANCH)
    const e = [...(q?.entries ?? []), ...(q?.finished ?? [])].filter((x) => x.prNumber === n).at(-1)
    if (!e) throw new Error(`no entry for #${n}`)
    return e
  }
  const runOf = (n: number) => {
    const id = entry(n).testRunId
    const run = emu.state().queues[0]?.testRuns.find((r) => r.id === id)
    if (!run) throw new Error(`no run for #${n}`)
    return run
  }
  const states = (n: number) => entry(n).timeline.map((t) => t.state)
  return { emu, submit, settings, script, targets, entry, runOf, states }
}
