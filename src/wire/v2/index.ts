/** The v2 API's wire: schemas, permissions, where it lives and what its keys look like. */
export * from './flaky-tests.js'
export * from './keys.js'
export * from './operations.js'
export * from './permissions.js'
export * from './quarantine-overrides.js'
export * from './schemas.js'
