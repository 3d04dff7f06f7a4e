/**
 * The flaky tests beside the merge queue, neither v1 nor v2: the domain and its one interface
 * (flaky/types.ts) with an implementation per API (flaky/v1.ts over v1's repository-scoped
 * endpoints, flaky/v2.ts over v2's test collections), and what the commands need besides (the
 * widest window v1 lists, Trunk's test-id formula).
 */
export * from './flaky/types.js'
export {
  FEW_FAILURES,
  LOOKUP_CONCURRENCY,
  V1FlakyTests,
  openV1Lookups,
  type V1FlakyClient,
  type V1LookupClient,
} from './flaky/v1.js'
export { V2FlakyTests, flakyTestOfV2, periodCovering } from './flaky/v2.js'
export { V2QuarantineOverrides, overrideTestOfV2, resultsOfBulk } from './flaky/v2-overrides.js'
export { MAX_CLOCK_SKEW_MS, WINDOW_PARTS, splitWindow } from './flaky/v1-listing.js'
export {
  TestCollectionError,
  chooseCollection,
  collectionInput,
  type CollectionProblem,
} from './flaky/collection.js'
export { MAX_FAILING_TESTS_WINDOW_MS } from '../wire/schemas.js'
export { trunkTestId } from '../wire/test-id.js'
export type { TrunkClient } from '../client/client.js'
/** A test Trunk knows (the name the gate and the commands have used for it). */
export type { FlakyTest as TestCase } from './flaky/types.js'
