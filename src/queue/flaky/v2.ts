/**
 * The flaky tests over v2's test collections (notes §9, §9a): the collection a run's tests are in
 * (collection.ts), its tests (`GET /v2/tests`, metrics over 7 days and over 1 day read side by
 * side for the two failure rates), one test (`GET /v2/tests/{testId}`), and the gate's look-ups:
 * `POST …/quarantine-status`, one request per 2,000 distinct failures, each sent as soon as its
 * failures are read. Before any failure is read, one request with no test names the collection
 * and checks that the key may ask (Upload test results): a key without it is refused before the
 * reports are read through.
 */
import { ResponseShapeError } from '../../client/errors.js'
import type { CallOptions } from '../../client/engine.js'
import { V2FlakyTestsClient } from '../../client/v2/flaky-tests.js'
import type { TrunkV2Client } from '../../client/v2/client.js'
import {
  V2_MAX_QUARANTINE_STATUS_TESTS,
  type QuarantineStatusResponse,
  type TestMetricPeriod,
  type V2Test,
} from '../../wire/v2/flaky-tests.js'
import type { Page } from '../../wire/v2/schemas.js'
import { quarantineOverridesOfV2 } from './v2-overrides.js'
import { chooseCollection, collectionInput, TestCollectionError } from './collection.js'
import type {
  QuarantineOverrides,
  FailureKey,
  FailureLookups,
  FlakyScope,
  FlakyTest,
  FlakyTests,
  LookupAnswers,
  LookupOptions,
  LookupsReady,
  TimeWindow,
} from './types.js'

/** A v2 test in the domain's words (`rate24h`: the failure rate over the last day, when read). */
export function flakyTestOfV2(t: V2Test, rate24h = 0): FlakyTest {
  return {
    id: t.id,
    name: t.name,
    ...(t.parentName ? { parent: t.parentName } : {}),
    ...(t.className ? { classname: t.className } : {}),
    ...(t.file ? { file_path: t.file } : {}),
    ...(t.variant ? { variant: t.variant } : {}),
    status: { value: t.status, reason: '', timestamp: t.statusSince ?? '' },
    quarantined: t.quarantineState === 'quarantined',
    failure_rate_last_7d: t.metrics?.failureRate ?? 0,
    failure_rate_last_24h: rate24h,
    pull_requests_impacted_last_7d: t.metrics?.prsImpacted ?? 0,
    codeowners: t.codeowners,
    html_url: t.url ?? '',
    most_common_failures: [],
  }
}

/** The smallest metrics period that covers a window of `ms`. */
export function periodCovering(ms: number): TestMetricPeriod {
  const days = ms / 86_400_000
  return days <= 1 ? '1d' : days <= 7 ? '7d' : days <= 14 ? '14d' : '30d'
}

/** When a listed test last failed (ms), undefined when not said. */
function lastFailure(t: V2Test): number | undefined {
  const at = t.metrics?.lastFailureAt ?? t.lastFailureAt
  const ms = at ? Date.parse(at) : NaN
  return Number.isFinite(ms) ? ms : undefined
}

/** The flaky tests of v2. */
export class V2FlakyTests implements FlakyTests {
  readonly version = 'v2'
  private readonly flaky: V2FlakyTestsClient
  /** The v2 client itself (the quarantine overrides are made over it), when given. */
  private readonly v2?: TrunkV2Client

  constructor(client: TrunkV2Client | V2FlakyTestsClient) {
    this.flaky = client instanceof V2FlakyTestsClient ? client : new V2FlakyTestsClient(client)
    if (!(client instanceof V2FlakyTestsClient)) this.v2 = client
  }

  quarantineOverrides(): QuarantineOverrides {
    return quarantineOverridesOfV2(this, this.v2)
  }

  /** The collection of `scope`, and how it was found. */
  async collectionOf(
    scope: FlakyScope,
    call: CallOptions = {},
  ): Promise<NonNullable<LookupsReady['collection']>> {
    const input = collectionInput(scope.testCollection)
    if ('id' in input) return { id: input.id, foundBy: 'input-id' }
    const chosen = chooseCollection(
      await this.flaky.listTestCollections(input.name, call),
      input.name,
    )
    if ('problem' in chosen) throw new TestCollectionError(chosen)
    return { id: chosen.collection.id, name: chosen.collection.name, foundBy: chosen.foundBy }
  }

  async failingTests(
    scope: FlakyScope,
    window: TimeWindow,
    call: CallOptions = {},
  ): Promise<FlakyTest[]> {
    const { id } = await this.collectionOf(scope, call)
    const start = Date.parse(window.start)
    const end = Date.parse(window.end)
    // The window's tests (most recently failed first, so the walk stops at the first older one)
    // with their 7-day rate, and beside them the last day's failing tests for the 24-hour rate.
    const [inWindow, lastDay] = await Promise.all([
      this.failedSince(id, periodCovering(Math.max(end - start, 7 * 86_400_000)), start, call),
      this.failedSince(id, '1d', end - 86_400_000, call),
    ])
    const rate24h = new Map(lastDay.map((t) => [t.id, t.metrics?.failureRate ?? 0]))
    return inWindow
      .filter((t) => (lastFailure(t) ?? -Infinity) < end)
      .map((t) => flakyTestOfV2(t, rate24h.get(t.id) ?? 0))
  }

  async testDetails(_scope: FlakyScope, id: string, call: CallOptions = {}): Promise<FlakyTest> {
    // Test ids are unique across collections: no collection is needed to read one.
    const [week, day] = await Promise.all([
      this.flaky.getTest(id, '7d', call),
      this.flaky.getTest(id, '1d', call),
    ])
    return flakyTestOfV2(week, day.metrics?.failureRate ?? 0)
  }

  lookups(scope: FlakyScope, options: LookupOptions): FailureLookups {
    return new V2Lookups(this, this.flaky, scope, options)
  }

  // The tests of collection `id` that failed at or after `since`, with metrics over `period`.
  private async failedSince(
    id: string,
    period: TestMetricPeriod,
    since: number,
    call: CallOptions,
  ): Promise<V2Test[]> {
    const out: V2Test[] = []
    const pages: AsyncGenerator<Page<V2Test>> = this.flaky.testPages(
      { testCollectionId: id, period },
      call,
    )
    for await (const page of pages) {
      for (const t of page.data) {
        const at = lastFailure(t)
        // Sorted by last failure, newest first: the first one older than the window ends it.
        if (at === undefined || at < since) {
          await pages.return(undefined)
          return out
        }
        out.push(t)
      }
    }
    return out
  }
}

class V2Lookups implements FailureLookups {
  readonly ready: Promise<LookupsReady>
  private readonly collection: Promise<NonNullable<LookupsReady['collection']>>
  private readonly stop = new AbortController()
  private readonly signal: AbortSignal
  private readonly names = new Map<string, string>()
  private pending: string[] = []
  private readonly byId = new Map<string, FlakyTest | null>()
  private readonly batches: Promise<void>[] = []
  private quarantineOff = false

  constructor(
    api: V2FlakyTests,
    private readonly flaky: V2FlakyTestsClient,
    private readonly scope: FlakyScope,
    options: LookupOptions,
  ) {
    const signal = options.signal
      ? AbortSignal.any([options.signal, this.stop.signal])
      : this.stop.signal
    this.signal = signal
    // Found once (no request for an id, one for a name or the only one), for the check and
    // every batch.
    const found = api.collectionOf(scope, { signal })
    found.catch(() => {})
    this.collection = found
    this.ready = (async () => {
      const collection = await found
      // No test named: the collection's facts, and the key's permission, before any failure.
      const r = await this.status(collection.id, [])
      return { collection, quarantineOff: !r.quarantineEnabled }
    })()
    this.ready.catch(() => {})
  }

  /** Failures are asked for by id, once read. */
  failing(): void {}

  add(f: FailureKey): void {
    if (this.names.has(f.id)) return
    this.names.set(f.id, f.name)
    this.pending.push(f.id)
    if (this.pending.length === V2_MAX_QUARANTINE_STATUS_TESTS) this.send()
  }

  async answers(): Promise<LookupAnswers> {
    // The last failures go out at once, beside the key's check if it is still on its way.
    if (this.pending.length) this.send()
    await this.ready
    await Promise.all(this.batches)
    return {
      byId: this.byId,
      requests: { byId: 0, listPages: 0, batches: this.batches.length },
      ...(this.quarantineOff ? { quarantineOff: true } : {}),
    }
  }

  /** Every failure was asked in its batch: nothing is left to look up. */
  async lookUp(): Promise<Map<string, FlakyTest>> {
    return new Map()
  }

  drop(): void {
    this.stop.abort()
  }

  private send(): void {
    const ids = this.pending
    this.pending = []
    // Sent once the collection is known, beside the key's check if it is still on its way: a
    // few failures read while it travels cost no round trip of their own.
    const batch = this.collection.then(async ({ id }) => {
      const r = await this.status(id, ids)
      if (r.tests.length !== ids.length) {
        // One answer per test asked, in order: any other count cannot be matched up.
        throw new ResponseShapeError(
          { operation: 'testCollections.quarantineStatus' },
          'tests',
          `holds ${r.tests.length} answers for ${ids.length} tests asked`,
        )
      }
      r.tests.forEach((t, i) => {
        const id = ids[i] as string
        if (!t.testId) return this.byId.set(id, null)
        this.byId.set(id, {
          id: t.testId,
          name: t.name ?? this.names.get(id) ?? '',
          ...(t.parentName ? { parent: t.parentName } : {}),
          status: { value: t.status, reason: '', timestamp: '' },
          // Quarantining off in the collection: the service quarantines nothing.
          quarantined: !this.quarantineOff && t.quarantined,
          failure_rate_last_7d: 0,
          failure_rate_last_24h: 0,
          pull_requests_impacted_last_7d: 0,
          codeowners: [],
          html_url: t.url ?? '',
          most_common_failures: [],
        })
      })
    })
    batch.catch(() => {})
    this.batches.push(batch)
  }

  private async status(collectionId: string, ids: string[]): Promise<QuarantineStatusResponse> {
    const r = await this.flaky.quarantineStatus(
      collectionId,
      {
        repo: {
          host: this.scope.repo.host,
          owner: this.scope.repo.owner,
          name: this.scope.repo.name,
        },
        testIdentifiers: ids.map((id) => ({ id })),
      },
      { signal: this.signal },
    )
    if (!r.quarantineEnabled) this.quarantineOff = true
    return r
  }
}
