/** The test step's own verdict, as `${{ steps.<id>.outcome }}` gives it to `test-outcome`. */
export const TEST_OUTCOMES = ['success', 'failure', 'cancelled', 'skipped'] as const
/** One of {@link TEST_OUTCOMES}, or '' when the input was not given. */
export type TestOutcome = (typeof TEST_OUTCOMES)[number] | ''
