/**
 * Trunk's v2 API: the typed client ({@link TrunkV2Client}), the merge-queue adapter that offers
 * the v1 client's methods over it ({@link TrunkV2MergeQueueClient}), the permission table and
 * the wire schemas. Import from here (not from ../index.js: several v1 names recur in v2).
 */
export * from './adapter.js'
export * from './client.js'
export * from './errors.js'
export * from './mapping.js'
export * from './pagination.js'
export * from '../../wire/v2/permissions.js'
export * from '../../wire/v2/schemas.js'
