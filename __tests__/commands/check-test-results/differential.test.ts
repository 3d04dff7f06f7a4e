/**
 * The differential test of the test gate (issue 30, item 5): fast-check generates runs (tests
 * with files, describe paths, variants, retries, failures, files that fail to load, timeouts,
 * crashes, cut-off reports) and what Trunk knows of them (quarantined, flaky, broken, and
 * quarantined tests of the same name elsewhere); each run is written in every format the way
 * its tool writes it (__fixtures__/gate-truth/writers.ts), the gate runs through its public
 * entry, and its verdict and counts must equal the generated truth, for every format, on every
 * run. A bounded number of runs here; `npm run reliability` runs many more.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { runArb, type GenRun, type GenTest } from '../../../__fixtures__/gate-truth/model.js'
import { disagreement, expected, gateOn } from '../../../__fixtures__/gate-truth/truth.js'
import {
  WRITERS,
  goJson,
  jestJson,
  mochaJunit,
  surefire,
  type Writer,
} from '../../../__fixtures__/gate-truth/writers.js'

const RUNS = Number(process.env.GATE_TRUTH_RUNS ?? 25)

async function check(w: Writer, run: GenRun): Promise<void> {
  const exp = expected(w, run)
  const result = await gateOn(w, run)
  const d = disagreement(exp, result)
  if (d) throw new Error(`${w.name}: ${d}`)
}

describe.each(WRITERS.map((w) => [w.name, w] as const))('%s', (_, w) => {
  it('the verdict and counts equal the generated truth', async () => {
    await fc.assert(
      fc.asyncProperty(runArb(), (run) => check(w, run)),
      { numRuns: RUNS, seed: Number(process.env.GATE_TRUTH_SEED ?? 20261127) },
    )
  })
})

const t = (o: Partial<GenTest> & Pick<GenTest, 'file' | 'name'>): GenTest => ({
  describe: [],
  variant: '',
  attempts: ['pass'],
  skipped: false,
  timeout: false,
  crash: false,
  known: undefined,
  decoy: false,
  ...o,
})

// The runs the issue names, pinned: each must hold whatever fast-check happens to generate.
describe('named runs', () => {
  it('go test -count=3 fail-pass-fail is a failure, not a pass on retry', async () => {
    const run: GenRun = {
      tests: [
        t({
          file: 'src/index.test.ts',
          name: 'syncs the cart',
          attempts: ['fail', 'pass', 'fail'],
        }),
      ],
      loadErrors: 0,
      allow: ['quarantined'],
    }
    expect(expected(goJson, run)).toMatchObject({ outcome: 'failure' })
    await check(goJson, run)
  })

  it('the same title failing in one file and passing in another is one failure (Jest)', async () => {
    const run: GenRun = {
      tests: [
        t({
          file: 'src/legacy/CheckoutFlow.test.js',
          name: 'renders without crashing',
          attempts: ['fail'],
        }),
        t({
          file: 'src/checkout/__tests__/CheckoutFlow.test.js',
          name: 'renders without crashing',
        }),
      ],
      loadErrors: 0,
      allow: ['quarantined'],
    }
    expect(expected(jestJson, run).outputs).toMatchObject({
      'failed-tests-count': '1',
      'passed-on-retry-count': '0',
    })
    await check(jestJson, run)
  })

  it('a failure is not forgiven as the quarantined test of the same name in a nested path (Jest)', async () => {
    const run: GenRun = {
      tests: [
        t({ file: 'src/index.test.ts', name: 'applies a coupon', attempts: ['fail'], decoy: true }),
      ],
      loadErrors: 0,
      allow: ['quarantined'],
    }
    expect(expected(jestJson, run).outcome).toBe('failure')
    await check(jestJson, run)
  })

  it('mocha-junit-reporter: two it() of one title, the first failing, are a failure, not a pass on retry', async () => {
    const run: GenRun = {
      tests: [
        t({
          file: 'src/cart/cart.test.ts',
          name: 'keeps the currency',
          variant: 'usd',
          attempts: ['fail'],
        }),
        t({ file: 'src/cart/cart.test.ts', name: 'keeps the currency', variant: 'eur' }),
      ],
      loadErrors: 0,
      allow: ['quarantined'],
    }
    expect(expected(mochaJunit, run)).toMatchObject({
      outcome: 'failure',
      outputs: { 'failed-tests-count': '1', 'passed-on-retry-count': '0' },
    })
    await check(mochaJunit, run)
  })

  it('a Surefire flaky test passes on retry; a rerun that never passed fails', async () => {
    const run: GenRun = {
      tests: [
        t({ file: 'src/cart/cart.test.ts', name: 'syncs the cart', attempts: ['fail', 'pass'] }),
        t({
          file: 'src/cart/cart.test.ts',
          name: 'keeps the currency',
          attempts: ['fail', 'fail', 'fail'],
          known: 'quarantined',
        }),
      ],
      loadErrors: 0,
      allow: ['quarantined'],
    }
    expect(expected(surefire, run)).toMatchObject({
      outcome: 'success',
      outputs: { 'passed-on-retry-count': '1', 'quarantined-failures-count': '1' },
    })
    await check(surefire, run)
  })
})
