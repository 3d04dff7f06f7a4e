/**
 * The flaky tests beside the merge queue: today v1's flaky-test operations (failing tests in a
 * window, one test's details, by Trunk's v1 test ids), which only v1 declares (capability
 * `flaky-tests`). The v1 client offers them as they are; a version-neutral interface with a v2
 * implementation takes this name's place, as MergeQueue did for the queue.
 */
import type { TrunkClient } from '../client/client.js'

/** The flaky-test operations a command calls. */
export type FlakyTests = TrunkClient

export { MAX_FAILING_TESTS_WINDOW_MS, type TestCase } from '../wire/schemas.js'
export { trunkTestId } from '../wire/test-id.js'
export type { TrunkClient } from '../client/client.js'
