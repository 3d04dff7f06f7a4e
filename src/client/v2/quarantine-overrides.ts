/**
 * v2's quarantine overrides (notes §9; the live pages "Set a test's quarantine override" and "Set
 * quarantine overrides on many tests"), over the v2 client's engine: one test read with its
 * override, one test's override set or cleared, and up to 100 tests' in one request. The bulk
 * path and its answer's field are decided in src/wire/v2/quarantine-overrides.ts.
 *
 * Retries: the writes are "idempotent by state" (a test already in the requested mode answers
 * `unchanged`) and the service says a request whose outcome is unknown is safe to send again, so
 * they are retried as idempotent writes.
 */
import type { z } from 'zod'
import type { CallOptions } from '../engine.js'
import type { HttpRequest } from '../http.js'
import type { TrunkV2Client } from './client.js'
import { allRows } from './pagination.js'
import { TestCollectionIdSchema, V2TestPageSchema, type V2Test } from '../../wire/v2/flaky-tests.js'
import type { Page } from '../../wire/v2/schemas.js'
import {
  SetQuarantineOverrideRequestSchema,
  SetQuarantineOverridesRequestSchema,
  SetQuarantineOverridesResponseSchema,
  V2TestWithOverrideSchema,
  type SetQuarantineOverrideRequest,
  type SetQuarantineOverridesRequest,
  type SetQuarantineOverridesResponse,
  type V2TestWithOverride,
} from '../../wire/v2/quarantine-overrides.js'

/** The bulk write's path (not published: decided in the wire's file). */
export const BULK_OVERRIDES_PATH = '/v2/tests/quarantine'

/** The quarantine-override operations of one v2 client (its key, retries, deadlines). */
export class V2QuarantineOverridesClient {
  constructor(private readonly client: TrunkV2Client) {}

  private exchange<S extends z.ZodType>(
    operation: string,
    idempotency: 'read' | 'idempotent',
    req: HttpRequest,
    schema: S,
    call: CallOptions,
  ): Promise<z.output<S>> {
    const engine = this.client.engine
    return engine.exchange(
      {
        operation,
        idempotency,
        request: req,
        parse: (res) => engine.parseJson(operation, schema, res),
      },
      call,
    )
  }

  /**
   * Every test of collection `collectionId` (`GET /v2/tests`, no metric sort: a metric sort
   * leaves out the tests with no failure in its period), every page read.
   */
  async listTests(collectionId: string, call: CallOptions = {}): Promise<V2Test[]> {
    const op = 'tests.list'
    const id = this.client.engine.validate(op, TestCollectionIdSchema, collectionId)
    return allRows(
      (cursor) =>
        this.exchange(
          op,
          'read',
          this.client.request(op, 'GET', '/v2/tests', undefined, {
            testCollectionId: id,
            limit: '100',
            ...(cursor ? { cursor } : {}),
          }),
          V2TestPageSchema,
          call,
        ) as Promise<Page<V2Test>>,
      { operation: op, maxPages: 1_000 },
    )
  }

  /** One test with the override it carries (null: none); NotFoundError for an unknown id. */
  getTestOverride(testId: string, call: CallOptions = {}): Promise<V2TestWithOverride> {
    const op = 'tests.get'
    return this.exchange(
      op,
      'read',
      this.client.request(op, 'GET', `/v2/tests/${encodeURIComponent(testId)}`),
      V2TestWithOverrideSchema,
      call,
    )
  }

  /** Sets (or clears, `mode: clear`) one test's override; answers the test with its new override. */
  async setOverride(
    testId: string,
    req: SetQuarantineOverrideRequest,
    call: CallOptions = {},
  ): Promise<V2TestWithOverride> {
    const op = 'tests.setQuarantine'
    const body = this.client.engine.validate(op, SetQuarantineOverrideRequestSchema, req)
    return this.exchange(
      op,
      'idempotent',
      this.client.request(op, 'POST', `/v2/tests/${encodeURIComponent(testId)}/quarantine`, body),
      V2TestWithOverrideSchema,
      call,
    )
  }

  /**
   * Sets the overrides of up to 100 tests in one request: one result per item, in request order.
   * An item may fail while the others are applied; the whole request fails only as a request
   * (403 without the Quarantine tests permission, a bad body, the service down).
   */
  async setOverrides(
    req: SetQuarantineOverridesRequest,
    call: CallOptions = {},
  ): Promise<SetQuarantineOverridesResponse> {
    const op = 'tests.setQuarantineMany'
    const body = this.client.engine.validate(op, SetQuarantineOverridesRequestSchema, req)
    return this.exchange(
      op,
      'idempotent',
      this.client.request(op, 'POST', BULK_OVERRIDES_PATH, body),
      SetQuarantineOverridesResponseSchema,
      call,
    )
  }
}
