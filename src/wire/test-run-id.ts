/**
 * A merge-queue test run id as the service names it: the uuid of a `trunk-merge/pr-N/<uuid>`
 * test branch, with v1's `-bisection…` suffix when the branch has one (wire notes §2.6). The
 * source of a regular expression, for the input parser and the test-branch pattern alike.
 */
export const TEST_RUN_ID_PATTERN =
  '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?:-bisection[\\w-]*)?'
