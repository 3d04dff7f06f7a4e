/**
 * Trunk's v2 API: the typed client ({@link TrunkV2Client}), its errors, the permission table and
 * the wire schemas. Import from here (not from ../index.js: several v1 names recur in v2). The
 * merge queue over it, in the domain's words, is src/queue/v2.ts.
 */
export * from './client.js'
export * from './flaky-tests.js'
export * from '../../wire/v2/flaky-tests.js'
export * from './errors.js'
export * from './pagination.js'
export * from '../../wire/v2/permissions.js'
export * from '../../wire/v2/schemas.js'
