/**
 * The v2 merge-queue operations by operationId (spec/v2/trunk-v2-notes.md §8: the 30 of the
 * OpenAPI document, `pullRequests.rerunFailedChecks` from the live docs, and
 * `pullRequests.queueEntryEstimate` from §6), and the Flaky Tests operations the flaky-test commands
 * call (§9, §9a, named as the live docs group them). The emulator's routes and its fault rules name
 * operations from this list.
 */
export const V2_OPERATION_IDS = [
  'mergeQueues.list',
  'mergeQueues.create',
  'mergeQueues.organizationMetrics',
  'mergeQueues.metrics',
  'mergeQueues.get',
  'mergeQueues.delete',
  'mergeQueues.order',
  'mergeQueues.graph',
  'mergeQueues.listTestingResults',
  'mergeQueues.submitPullRequest',
  'mergeQueues.listPullRequests',
  'mergeQueues.switchModes',
  'mergeQueues.pause',
  'mergeQueues.resume',
  'mergeQueues.drain',
  'mergeQueues.updateConfig',
  'mergeQueues.listVerificationRuns',
  'impactedTargets.upload',
  'mergeQueueVerificationRuns.get',
  'pullRequests.listVerificationRuns',
  'pullRequests.queueEntryHistory',
  'pullRequests.queueEntryHistoryBatch',
  'pullRequests.resolveByCoordinates',
  'pullRequests.get',
  'pullRequests.dequeue',
  'pullRequests.restartTests',
  'pullRequests.reprioritize',
  'pullRequests.updateQueueEntry',
  'pullRequests.rerunFailedChecks',
  'pullRequests.queueEntryEstimate',
  'repositories.get',
  'repositories.resolveByProviderUrl',
  // The Flaky Tests API (§9, §9a): test collections, their tests, the CI quarantine lookups.
  'testCollections.list',
  'testCollections.get',
  'testCollections.quarantineStatus',
  'testCollections.allQuarantinedTests',
  'tests.list',
  'tests.get',
  // Quarantine overrides (live pages): one test, and up to 100 in one request.
  'tests.setQuarantine',
  'tests.setQuarantineMany',
] as const

/** A v2 merge-queue operationId. */
export type V2OperationId = (typeof V2_OPERATION_IDS)[number]
