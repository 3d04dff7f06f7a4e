/** The v1 API's operations: method, path and how safe each is to repeat (the client's retry rule). */

/** How safe it is to send an operation again after a failure whose outcome is unknown. */
export type Idempotency =
  /** Reads: always safe to repeat. */
  | 'read'
  /** Writes that set an absolute state (last write wins): safe to repeat. */
  | 'idempotent'
  /** Writes that must not be sent twice blindly: after an ambiguous failure, read state first. */
  | 'reconcile'

/** Every operation of the API, with its method, path and idempotency class. */
export const OPERATIONS = {
  submitPullRequest: { method: 'POST', path: '/submitPullRequest', idempotency: 'reconcile' },
  cancelPullRequest: { method: 'POST', path: '/cancelPullRequest', idempotency: 'reconcile' },
  restartTestsOnPullRequest: {
    method: 'POST',
    path: '/restartTestsOnPullRequest',
    idempotency: 'reconcile',
  },
  getSubmittedPullRequest: {
    method: 'POST',
    path: '/getSubmittedPullRequest',
    idempotency: 'read',
  },
  setImpactedTargets: { method: 'POST', path: '/setImpactedTargets', idempotency: 'idempotent' },
  getMergeQueueTestingDetails: {
    method: 'POST',
    path: '/getMergeQueueTestingDetails',
    idempotency: 'read',
  },
  createQueue: { method: 'POST', path: '/createQueue', idempotency: 'reconcile' },
  deleteQueue: { method: 'POST', path: '/deleteQueue', idempotency: 'reconcile' },
  getQueue: { method: 'POST', path: '/getQueue', idempotency: 'read' },
  updateQueue: { method: 'POST', path: '/updateQueue', idempotency: 'idempotent' },
  getMergeQueueMetrics: { method: 'GET', path: '/getMergeQueueMetrics', idempotency: 'read' },
  listFailingTests: {
    method: 'POST',
    path: '/flaky-tests/list-failing-tests',
    idempotency: 'read',
  },
  getTestDetails: { method: 'POST', path: '/flaky-tests/get-test-details', idempotency: 'read' },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST'; path: string; idempotency: Idempotency }
>
export type OperationName = keyof typeof OPERATIONS
