/**
 * check-test-results' input values that its row reads and its run decides on: the test step's
 * outcome and the failure classes allow-failures may forgive.
 */

/** The test step's own verdict, as `${{ steps.<id>.outcome }}` gives it to `test-outcome`. */
export const TEST_OUTCOMES = ['success', 'failure', 'cancelled', 'skipped'] as const
/** One of {@link TEST_OUTCOMES}, or '' when the input was not given. */
export type TestOutcome = (typeof TEST_OUTCOMES)[number] | ''

/** Failure classes that `allow-failures` may forgive. */
export const ALLOWABLE_CLASSES = ['quarantined', 'flaky'] as const

export type AllowableClass = (typeof ALLOWABLE_CLASSES)[number]

/** What a test that failed and then passed on a retry does to the gate (`retried-tests`). */
export const RETRIED_POLICIES = ['pass', 'warn', 'fail'] as const

export type RetriedPolicy = (typeof RETRIED_POLICIES)[number]
