/**
 * The test gate's differential run, longer than npm test's: fast-check runs (tests, retries,
 * failures, load errors, timeouts, crashes, cut-off reports; __fixtures__/gate-truth/) written
 * by every writer, the gate's verdict and counts against the generated truth. Each writer gets
 * its own seed; a failure is shrunk to its smallest run and printed.
 */
import fc from 'fast-check'
import { runArb } from '../__fixtures__/gate-truth/model.js'
import { disagreement, expected, gateOn } from '../__fixtures__/gate-truth/truth.js'
import { WRITERS } from '../__fixtures__/gate-truth/writers.js'

export interface DifferentialResult {
  /** Runs per writer. */
  runs: number
  writers: number
  seed: number
  ms: number
  /** Per failing writer: its smallest counterexample and what disagreed. */
  failures: { writer: string; counterexample: string }[]
}

export async function runDifferential(o: {
  runs: number
  seed?: number
}): Promise<DifferentialResult> {
  const started = Date.now()
  const seed = o.seed ?? Date.now() % 1_000_000
  const failures: DifferentialResult['failures'] = []
  for (const w of WRITERS) {
    const out = await fc.check(
      fc.asyncProperty(runArb({ maxTests: 12 }), async (run) => {
        const d = disagreement(expected(w, run), await gateOn(w, run))
        if (d) throw new Error(d)
      }),
      { numRuns: o.runs, seed },
    )
    if (out.failed)
      failures.push({
        writer: w.name,
        counterexample: `${JSON.stringify(out.counterexample)}\n${(out.errorInstance as Error | undefined)?.message ?? ''}`,
      })
  }
  return { runs: o.runs, writers: WRITERS.length, seed, ms: Date.now() - started, failures }
}

/** One line for the summary. */
export function differentialLine(d: DifferentialResult): string {
  return `Test gate against generated truth: ${d.writers - d.failures.length} of ${d.writers} report writers agree on ${d.runs} runs each (seed ${d.seed}, ${(d.ms / 1000).toFixed(1)} s)${d.failures.length ? `; disagreeing: ${d.failures.map((f) => f.writer).join(', ')}` : ''}.`
}
