/**
 * The merge-queue floor, between the API clients and the commands: the domain and its one
 * interface (types.ts) with an implementation per API (v1.ts, v2.ts), the capabilities each API
 * declares, the run's API (api.ts), the flaky tests beside it, and the decisions on a queued PR
 * (its state, why, a requeue, its estimate), which return values. The commands import this, never
 * an API client: what they need of the client (its errors, the clock, the body limits, the
 * metrics text reader) is re-exported here.
 */
export * from './types.js'
export * from './capabilities.js'
export * from './api.js'
export * from './flaky-tests.js'
export * from './reading.js'
export { V1MergeQueue } from './v1.js'
export { V2MergeQueue } from './v2.js'
export * from './pr-state.js'
export * from './why.js'
export * from './requeue.js'
export * from './estimate.js'

// What a command needs of the client, as the client has it.
export {
  BadRequestError,
  CancelledError,
  ConflictError,
  NotFoundError,
  TrunkApiError,
  abortReason,
} from '../client/errors.js'
export { systemClock, type Clock } from '../client/engine.js'
export {
  TargetLines,
  bodyLimitText,
  byteCountText,
  type ImpactedTargetsEnvelope,
} from '../client/targets.js'
export { parsePrometheusText, sumSamples } from '../client/prometheus.js'
export { isTerminalState, type PriorityName } from '../wire/enums.js'
export {
  IMPACTS_ALL,
  IMPACTS_ALL_LEGACY,
  MAX_REQUEST_BODY_BYTES,
  type QueueSettings,
} from '../wire/schemas.js'
