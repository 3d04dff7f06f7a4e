/**
 * The flaky tests over v1's repository-scoped endpoints (list-failing-tests, get-test-details, by
 * Trunk's v1 test ids). The gate's look-ups ask for the fewest requests the failures at hand
 * need: up to {@link FEW_FAILURES} distinct failures are looked up by their computed id side by
 * side as they are read (one round trip: all, when Trunk knows each by its id). Past that, or for
 * a failure Trunk does not know by its id (the id is computed from the report's fields; Trunk may
 * know the test under the fields its uploader read), the week's listing (v1-listing.ts) answers,
 * matching by id, then by names (docs/test-gate.md, "What is asked of Trunk"). For a few failures
 * that listing reads the first page of each window only: one more round trip, whatever Trunk
 * lists; the answers say when it was cut (`listed.cutAt`).
 */
import { setMaxListeners } from 'node:events'
import { NotFoundError } from '../../client/errors.js'
import { MissingCapabilityError } from '../capabilities.js'
import type { CallOptions } from '../../client/engine.js'
import type { TrunkClient } from '../../client/client.js'
import type {
  QuarantineOverrides,
  FailureKey,
  FailureLookups,
  FlakyScope,
  FlakyTest,
  FlakyTests,
  LookupAnswers,
  LookupOptions,
  TimeWindow,
} from './types.js'
import { LISTING_PAGE_SIZE, v1Listing, type Listing, type V1ListingClient } from './v1-listing.js'

/** Up to this many distinct failures are looked up by id, side by side, as they are read. */
export const FEW_FAILURES = 20
/**
 * How many look-ups by id run at once after the answers (the failures the listing did not
 * match, or matched by names only): the gate's bound of 100 is two round trips, and a burst
 * stays at half the 100 requests a second Trunk documents for an organization.
 */
export const LOOKUP_CONCURRENCY = 50

/** What of the v1 client the gate's look-ups use. */
export type V1LookupClient = V1ListingClient & Pick<TrunkClient, 'getTestDetails'>
/** What of the v1 client the flaky tests use. */
export type V1FlakyClient = V1LookupClient & Pick<TrunkClient, 'listAllFailingTests'>

/** One gate's look-ups over a v1 client (see the file's comment). */
export function openV1Lookups(
  client: V1LookupClient,
  scope: FlakyScope,
  options: LookupOptions,
): FailureLookups {
  return new V1Lookups(client, scope, options)
}

/** The flaky tests of v1. */
export class V1FlakyTests implements FlakyTests {
  readonly version = 'v1'
  constructor(private readonly client: V1FlakyClient) {}

  failingTests(
    scope: FlakyScope,
    window: TimeWindow,
    call: CallOptions = {},
  ): Promise<FlakyTest[]> {
    return this.client.listAllFailingTests(
      {
        repo: scope.repo,
        org_url_slug: scope.orgUrlSlug,
        start_time: window.start,
        end_time: window.end,
        page_size: LISTING_PAGE_SIZE,
      },
      call,
    )
  }

  testDetails(scope: FlakyScope, id: string, call: CallOptions = {}): Promise<FlakyTest> {
    return this.client.getTestDetails(
      { repo: scope.repo, org_url_slug: scope.orgUrlSlug, test_id: id },
      call,
    )
  }

  lookups(scope: FlakyScope, options: LookupOptions): FailureLookups {
    return openV1Lookups(this.client, scope, options)
  }

  /** v1 has no quarantine overrides (capability `quarantine-overrides` is v2's). */
  quarantineOverrides(): QuarantineOverrides {
    throw new MissingCapabilityError('quarantine-overrides', 'v1')
  }
}

class V1Lookups implements FailureLookups {
  readonly ready = Promise.resolve({})
  private readonly stop = new AbortController()
  private readonly signal: AbortSignal
  private readonly ids = new Set<string>()
  private readonly names = new Set<string>()
  private readonly byId = new Map<string, FlakyTest | null>()
  private readonly asking: Promise<void>[] = []
  private readonly early = new Set<string>()
  private listing?: Listing
  private asked = 0
  private failingRead = 0

  constructor(
    private readonly client: V1LookupClient,
    private readonly scope: FlakyScope,
    private readonly options: LookupOptions,
  ) {
    this.signal = options.signal
      ? AbortSignal.any([options.signal, this.stop.signal])
      : this.stop.signal
    // Every look-up side by side listens on it: as many listeners as requests, no leak.
    setMaxListeners(FEW_FAILURES + LOOKUP_CONCURRENCY + 16, this.signal)
  }

  failing(): void {
    // Many failing test cases on the way: the listing starts while the rest is read.
    if (++this.failingRead > FEW_FAILURES) this.startListing()
  }

  add(f: FailureKey): void {
    this.names.add(f.name)
    if (this.ids.has(f.id)) return
    this.ids.add(f.id)
    if (this.ids.size > FEW_FAILURES) this.startListing()
    // Asked at once, unless many failing cases already started the listing: then the ids wait
    // for answers(), where a few are asked after all and many are the listing's.
    else if (!this.listing) this.askEarly(f.id)
  }

  async answers(): Promise<LookupAnswers> {
    if (this.ids.size <= FEW_FAILURES) {
      // A few distinct failures (however many failing cases started the listing): each is
      // asked by its id, side by side. When Trunk knows each by its id, that is all: one round
      // trip, and the listing is not waited for.
      for (const id of this.ids) if (!this.early.has(id)) this.askEarly(id)
      await Promise.all(this.asking)
      if (![...this.byId.values()].includes(null)) {
        this.listing?.drop()
        return { byId: this.byId, requests: { byId: this.asked, listPages: 0, batches: 0 } }
      }
      // One Trunk does not know by its id may still be a test Trunk knows by its names: the id
      // is computed from the report's fields, and Trunk's from what its uploader read (a JSON
      // report gated while JUnit is uploaded, a field a writer spells otherwise). The week's
      // listing matches it by names, as it does for many failures, but bounded by the failures:
      // the first page of each window only, one round trip whatever Trunk lists (the answers say
      // when a window had more). A listing that many failing cases started (every page) is
      // dropped: the distinct failures are few.
      this.listing?.drop()
      this.listing = v1Listing(this.client, this.scope, this.options.now, this.signal, 'first-page')
      this.listing.start()
    }
    await Promise.all(this.asking)
    // Many failures, or one Trunk does not know by its id: the week's listing matches them by
    // id, then by names.
    const listing = this.listing
    const listed = listing
      ? await listing.result((t) => this.names.has(t.name) || this.ids.has(t.id.toLowerCase()))
      : undefined
    return {
      byId: this.byId,
      ...(listed
        ? {
            listed: {
              tests: listed.tests,
              count: listed.count,
              skewMs: listed.skewMs,
              ...(listed.cutAt !== undefined ? { cutAt: listed.cutAt } : {}),
            },
          }
        : {}),
      requests: { byId: this.asked, listPages: listed?.pages ?? 0, batches: 0 },
    }
  }

  async lookUp(ids: readonly string[]): Promise<Map<string, FlakyTest>> {
    const todo = ids.filter((id) => !this.byId.has(id))
    let next = 0
    const worker = async () => {
      while (next < todo.length) await this.ask(todo[next++] as string)
    }
    await Promise.all(
      Array.from({ length: Math.min(LOOKUP_CONCURRENCY, todo.length) }, () => worker()),
    )
    const found = new Map<string, FlakyTest>()
    for (const id of ids) {
      const t = this.byId.get(id)
      if (t) found.set(id, t)
    }
    return found
  }

  drop(): void {
    this.stop.abort()
    this.listing?.drop()
  }

  private startListing(): void {
    this.listing ??= v1Listing(this.client, this.scope, this.options.now, this.signal)
    this.listing.start()
  }

  // A look-up by id before answers(): awaited there; until then (or when dropped) not unhandled.
  private askEarly(id: string): void {
    this.early.add(id)
    const p = this.ask(id)
    p.catch(() => {})
    this.asking.push(p)
  }

  // One look-up by id: the test, or null when Trunk does not know it (404).
  private async ask(id: string): Promise<void> {
    this.asked++
    try {
      this.byId.set(
        id,
        await this.client.getTestDetails(
          { repo: this.scope.repo, org_url_slug: this.scope.orgUrlSlug, test_id: id },
          { signal: this.signal },
        ),
      )
    } catch (e) {
      if (!(e instanceof NotFoundError)) throw e
      this.byId.set(id, null)
    }
  }
}
