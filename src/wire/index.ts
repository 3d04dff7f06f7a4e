/**
 * The wire: what the service's v1 API sends and accepts (schemas, enums, limits, operations) and
 * Trunk's test ids. It imports nothing of this project; the client, the commands and the emulator
 * all stand on it.
 */
export * from './enums.js'
export * from './error-kind.js'
export * from './estimate.js'
export * from './loopback.js'
export * from './operations.js'
export * from './schemas.js'
export * from './test-id.js'
export * from './test-run-id.js'
