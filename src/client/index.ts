/**
 * The typed client of Trunk's v1 Merge Queue and Flaky Tests API. No GitHub Actions imports:
 * the action, the emulator's tests and the benchmarks all use it unchanged.
 */
export * from './client.js'
export * from './engine.js'
export * from '../wire/enums.js'
export * from '../wire/estimate.js'
export * from './errors.js'
export { DEFAULT_BASE_URL, baseUrlProblem, isLoopbackHost, parseBaseUrl } from './http.js'
export * from './pagination.js'
export * from './prometheus.js'
export * from './retry.js'
export * from '../wire/schemas.js'
export * from './targets.js'
export * from '../wire/test-id.js'
export { PROJECT_NAME, VERSION } from './version.js'
