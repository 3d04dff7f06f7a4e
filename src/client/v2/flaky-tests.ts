/**
 * The v2 Flaky Tests operations the flaky-test commands call (notes §9, §9a), over the v2
 * client's engine: the test collections, the tests of one (`GET /v2/tests`, the live name of
 * `/v2/test-cases`), one test, and the CI quarantine lookup (`POST …/quarantine-status`, a read
 * sent as POST because its list can be long: retried as a read).
 */
import type { z } from 'zod'
import type { CallOptions } from '../engine.js'
import type { HttpRequest } from '../http.js'
import { cursorPages, allRows } from './pagination.js'
import type { TrunkV2Client } from './client.js'
import {
  ListTestsQuerySchema,
  QuarantineStatusRequestSchema,
  QuarantineStatusResponseSchema,
  TestCollectionIdSchema,
  TestCollectionPageSchema,
  TestCollectionSchema,
  V2TestPageSchema,
  V2TestSchema,
  type ListTestsQuery,
  type QuarantineStatusRequest,
  type QuarantineStatusResponse,
  type TestCollection,
  type TestMetricPeriod,
  type V2Test,
} from '../../wire/v2/flaky-tests.js'
import type { Page } from '../../wire/v2/schemas.js'

/** The Flaky Tests operations of one v2 client (its key, retries, deadlines and cancellation). */
export class V2FlakyTestsClient {
  constructor(private readonly client: TrunkV2Client) {}

  private get engine() {
    return this.client.engine
  }

  private request(
    operation: string,
    method: HttpRequest['method'],
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): HttpRequest {
    return this.client.request(operation, method, path, body, query)
  }

  private read<S extends z.ZodType>(
    operation: string,
    req: HttpRequest,
    schema: S,
    call: CallOptions,
  ): Promise<z.output<S>> {
    return this.engine.exchange(
      {
        operation,
        idempotency: 'read',
        request: req,
        parse: (res) => this.engine.parseJson(operation, schema, res),
      },
      call,
    )
  }

  /** Every test collection of the organization whose name contains `q` (all, without it). */
  listTestCollections(q?: string, call: CallOptions = {}): Promise<TestCollection[]> {
    const op = 'testCollections.list'
    return allRows(
      (cursor) =>
        this.read(
          op,
          this.request(op, 'GET', '/v2/test-collections', undefined, {
            limit: '100',
            ...(q ? { q } : {}),
            ...(cursor ? { cursor } : {}),
          }),
          TestCollectionPageSchema,
          call,
        ) as Promise<Page<TestCollection>>,
      { operation: op, maxPages: 100 },
    )
  }

  /** One test collection; NotFoundError when the organization has none with that id. */
  getTestCollection(id: string, call: CallOptions = {}): Promise<TestCollection> {
    const op = 'testCollections.get'
    const checked = this.engine.validate(op, TestCollectionIdSchema, id)
    return this.read(
      op,
      this.request(op, 'GET', `/v2/test-collections/${checked}`),
      TestCollectionSchema,
      call,
    )
  }

  /**
   * The quarantine status of up to 2,000 tests in collection `collectionId`, one answer per
   * identifier in order (a 403 when the key lacks Upload test results).
   */
  async quarantineStatus(
    collectionId: string,
    req: QuarantineStatusRequest,
    call: CallOptions = {},
  ): Promise<QuarantineStatusResponse> {
    const op = 'testCollections.quarantineStatus'
    const id = this.engine.validate(op, TestCollectionIdSchema, collectionId)
    const body = this.engine.validate(op, QuarantineStatusRequestSchema, req)
    return this.read(
      op,
      this.request(op, 'POST', `/v2/test-collections/${id}/quarantine-status`, body),
      QuarantineStatusResponseSchema,
      call,
    )
  }

  /** The tests of a collection with their metrics over `period`, most recently failed first. */
  testPages(
    query: Omit<ListTestsQuery, 'cursor'>,
    call: CallOptions = {},
  ): AsyncGenerator<Page<V2Test>, void, undefined> {
    const op = 'tests.list'
    const q = this.engine.validate(op, ListTestsQuerySchema, query)
    return cursorPages(
      (cursor) =>
        this.read(
          op,
          this.request(op, 'GET', '/v2/tests', undefined, {
            testCollectionId: q.testCollectionId,
            include: 'metrics',
            period: q.period,
            sort: 'lastFailureAt',
            direction: 'desc',
            limit: String(q.limit ?? 100),
            ...(cursor ? { cursor } : {}),
          }),
          V2TestPageSchema,
          call,
        ) as Promise<Page<V2Test>>,
      { operation: op, maxPages: 1_000 },
    )
  }

  /** One test with its metrics over `period`; NotFoundError for an unknown id. */
  getTest(testId: string, period: TestMetricPeriod, call: CallOptions = {}): Promise<V2Test> {
    const op = 'tests.get'
    return this.read(
      op,
      this.request(op, 'GET', `/v2/tests/${encodeURIComponent(testId)}`, undefined, {
        include: 'metrics',
        period,
      }),
      V2TestSchema,
      call,
    )
  }
}
