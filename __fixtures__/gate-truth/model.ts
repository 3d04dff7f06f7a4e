/**
 * The generated truth of a test run, for the test gate's differential test: which tests ran
 * (file, describe path, name, variant), each attempt's outcome, what Trunk already knows of
 * each, files that failed to load, timeouts, crashes, and whether the report is cut short.
 * The writers (writers.ts) put one run in each format the way its tool writes it; expected()
 * says what the gate must answer for that format.
 */
import fc from 'fast-check'

/** One attempt of a test. */
export type Attempt = 'pass' | 'fail'

/** What Trunk knows of a test: quarantined, flaky (status), broken (any other status), or nothing. */
export type Known = 'quarantined' | 'flaky' | 'broken' | undefined

/** One test of a generated run. */
export interface GenTest {
  /** The test file, relative to the repository (the writers derive packages and classes from it). */
  file: string
  /** Enclosing describe blocks / classes, outermost first. */
  describe: string[]
  /** The test's title, as written in its source. */
  name: string
  /** A parameter row (test.each, parametrize, a data row), '' for none. */
  variant: string
  /** Every attempt in order (one when the test ran once). */
  attempts: Attempt[]
  /** Skipped: never ran. */
  skipped: boolean
  /** Its last attempt ran out of time. */
  timeout: boolean
  /** Its last attempt crashed the process running it (a panic in Go). */
  crash: boolean
  /** Trunk's record of this test. */
  known: Known
  /**
   * Trunk also has a quarantined test of the same name that is NOT this one: another file (one
   * that ends with this test's path), or another class where the format records no file.
   */
  decoy: boolean
}

/** One generated run. */
export interface GenRun {
  tests: GenTest[]
  /** Test files that failed to load (no test of theirs ran). */
  loadErrors: number
  /** Cut the report short at this fraction of its length (the first file of the run). */
  truncateAt?: number
  /** The failure classes the gate is told to forgive. */
  allow: ('quarantined' | 'flaky')[]
}

/** Files from a small pool, so the same names meet in different files (and paths nest). */
export const FILES = [
  'src/index.test.ts',
  'packages/api/src/index.test.ts',
  'src/legacy/CheckoutFlow.test.js',
  'src/checkout/__tests__/CheckoutFlow.test.js',
  'src/cart/cart.test.ts',
] as const
/** Titles from a small pool, so different tests share names. */
export const NAMES = [
  'renders without crashing',
  'applies a coupon',
  'keeps the currency',
  'syncs the cart',
] as const
const DESCRIBES = ['CheckoutFlow', 'Cart', 'when empty'] as const
const VARIANTS = ['', '', '', 'usd', 'eur'] as const

/**
 * Attempt histories: once (pass or fail), failed then passed on a retry, failed every time,
 * and fail-pass-fail (go test -count=3: a failure, never "passed on retry").
 */
const attemptsArb: fc.Arbitrary<Attempt[]> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Attempt[]>(['pass']) },
  { weight: 3, arbitrary: fc.constant<Attempt[]>(['fail']) },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 1, max: 2 })
      .map((n): Attempt[] => [...Array<Attempt>(n).fill('fail'), 'pass']),
  },
  { weight: 1, arbitrary: fc.constant<Attempt[]>(['fail', 'fail', 'fail']) },
  { weight: 1, arbitrary: fc.constant<Attempt[]>(['fail', 'pass', 'fail']) },
)

const testArb: fc.Arbitrary<GenTest> = fc
  .record({
    file: fc.constantFrom(...FILES),
    describe: fc.array(fc.constantFrom(...DESCRIBES), { maxLength: 2 }),
    name: fc.constantFrom(...NAMES),
    variant: fc.constantFrom(...VARIANTS),
    attempts: attemptsArb,
    skipped: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    special: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'timeout', 'crash'),
    known: fc.constantFrom<Known>(undefined, undefined, 'quarantined', 'flaky', 'broken'),
    decoy: fc.boolean(),
  })
  .map(({ special, skipped, ...t }) => {
    const timeout = special === 'timeout'
    const crash = special === 'crash'
    const attempts: Attempt[] = timeout || crash ? ['fail'] : t.attempts
    return {
      ...t,
      attempts,
      skipped: skipped && !timeout && !crash && t.name !== NAMES[0],
      timeout,
      crash,
    }
  })

/** Tests are told apart by file, describe path, name and variant: no two generated tests share all four. */
export function testKey(t: Pick<GenTest, 'file' | 'describe' | 'name' | 'variant'>): string {
  return JSON.stringify([t.file, t.describe, t.name, t.variant])
}

/** A generated run (see the module comment). */
export function runArb(opts: { maxTests?: number } = {}): fc.Arbitrary<GenRun> {
  return fc.record({
    tests: fc.uniqueArray(testArb, {
      minLength: 1,
      maxLength: opts.maxTests ?? 8,
      selector: testKey,
    }),
    loadErrors: fc.constantFrom(0, 0, 0, 0, 1, 2),
    truncateAt: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.double({ min: 0.05, max: 0.95, noNaN: true }) },
    ),
    allow: fc.constantFrom<('quarantined' | 'flaky')[]>(
      ['quarantined'],
      ['quarantined'],
      ['quarantined', 'flaky'],
      [],
    ),
  })
}
