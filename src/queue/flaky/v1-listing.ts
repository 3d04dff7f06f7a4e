/**
 * v1's failing tests of the week (list-failing-tests over the widest window the API allows), read
 * for the gate: the week is cut into {@link WINDOW_PARTS} windows listed side by side (a page
 * holds at most 100 tests and each page waits for the last, so one walk of 10,000 tests is 100
 * round trips; eight walks are about 13), each test kept once. What it holds stays bounded
 * whatever the number of tests Trunk lists: while the reports are read, at most
 * MAX_TESTS_HELD_WHILE_READING; once the failures are known, only those that can match one.
 * For a few failures the listing reads the first page of each window only (`first-page`): one
 * round trip whatever Trunk knows, and it says when a window had more ({@link Listed.cutAt}).
 */
import { setMaxListeners } from 'node:events'
import type { CallOptions } from '../../client/engine.js'
import type { TrunkClient } from '../../client/client.js'
import { MAX_FAILING_TESTS_WINDOW_MS } from '../../wire/schemas.js'
import type { FlakyScope, FlakyTest } from './types.js'

/** How far the runner's clock may be from the service's before the window follows the service's. */
export const MAX_CLOCK_SKEW_MS = 60_000
/** The windows the week is cut into, listed side by side. */
export const WINDOW_PARTS = 8
/** The tests a page of the listing holds at most (the most list-failing-tests allows). */
export const LISTING_PAGE_SIZE = 100
/** The most listed tests held while the reports are still read (about 12 MiB). */
const MAX_TESTS_HELD_WHILE_READING = 10_000

/** What of the v1 client the listing uses. */
export type V1ListingClient = Pick<TrunkClient, 'failingTestPages'> &
  Partial<Pick<TrunkClient, 'serviceNow'>>

/**
 * How much of the week a listing reads: every page of each window, or the first page of each
 * (a few failures: the requests stay bounded by the failures, not by what Trunk lists).
 */
export type ListingReach = 'every-page' | 'first-page'

/** What the listing read: the tests kept, how many distinct tests were listed, the skew. */
export interface Listed {
  tests: FlakyTest[]
  count: number
  /** The service's clock minus the runner's, when the window follows the service's. */
  skewMs?: number
  /** The pages read. */
  pages: number
  /**
   * Present when the listing is incomplete: it read the first page of each window only (at most
   * this many tests a window) and a window had a next page not read. Absent: every test listed
   * in the week was read.
   */
  cutAt?: number
}

/** The listing of Trunk's failing tests of the week, started at most once. */
export interface Listing {
  start(): void
  /**
   * The listing, started now if it was not yet, keeping from now on (and of what it kept so far)
   * only the tests `mayMatch` keeps: the failures are all known.
   */
  result(mayMatch: (t: FlakyTest) => boolean): Promise<Listed>
  /** Stops a listing still running; its outcome is never seen. */
  drop(): void
}

/** The `parts` windows of [start, end), oldest first, each [start, end). */
export function splitWindow(start: number, end: number, parts: number): [number, number][] {
  const step = Math.ceil((end - start) / parts)
  const out: [number, number][] = []
  for (let s = start; s < end; s += step) out.push([s, Math.min(end, s + step)])
  return out
}

/**
 * A listing that starts only when {@link Listing.start} or {@link Listing.result} is called,
 * reading every page of each window, or the first page of each (`reach`).
 */
export function v1Listing(
  client: V1ListingClient,
  scope: FlakyScope,
  now: () => number,
  signal?: AbortSignal,
  reach: ListingReach = 'every-page',
): Listing {
  const stop = new AbortController()
  const all = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
  const kept = new KeptTests()
  let started: Promise<Listed> | undefined
  const start = (): Promise<Listed> => {
    if (!started) {
      started =
        reach === 'first-page'
          ? firstPagesOfTheWeek({ client, scope, now, kept, signal: all })
          : failingTestsOfTheWeek({ client, scope, now, kept, signal: all })
      // Awaited once the reports are read; until then (or when dropped) it is not unhandled.
      started.catch(() => {})
    }
    return started
  }
  return {
    start: () => void start(),
    result: (mayMatch) => {
      kept.narrow(mayMatch)
      return start()
    },
    drop: () => {
      stop.abort()
      kept.release()
    },
  }
}

/** The listed tests kept, each once (see the file's comment). */
class KeptTests {
  tests: FlakyTest[] = []
  pages = 0
  private seen = new Set<string>()
  private mayMatch?: (t: FlakyTest) => boolean
  private readResolve!: () => void
  private readonly readDone = new Promise<void>((resolve) => (this.readResolve = resolve))

  get listed(): number {
    return this.seen.size
  }

  add(page: readonly FlakyTest[]): void {
    this.pages++
    for (const t of page) {
      const id = t.id.toLowerCase()
      // A test that failed in two windows is listed by both.
      if (this.seen.has(id)) continue
      this.seen.add(id)
      if (!this.mayMatch || this.mayMatch(t)) this.tests.push(t)
    }
  }

  /** Resolves when the listing may read on: at once, unless it holds its most while reading. */
  room(): Promise<void> | undefined {
    return !this.mayMatch && this.tests.length >= MAX_TESTS_HELD_WHILE_READING
      ? this.readDone
      : undefined
  }

  narrow(mayMatch: (t: FlakyTest) => boolean): void {
    this.mayMatch = mayMatch
    this.tests = this.tests.filter(mayMatch)
    this.readResolve()
  }

  /** The gate is done (or the reading failed): a waiting listing goes on, and its aborted signal ends it. */
  release(): void {
    this.readResolve()
  }

  /** Forgets what a week read (the listing starts again with the service's clock). */
  clear(): void {
    this.tests = []
    this.seen = new Set()
  }
}

// The week ends at the service's "now" (its Date header): when the first answer shows the
// runner's clock off by more than MAX_CLOCK_SKEW_MS, the listing starts again with the service's.
/** What a reading of the week works with. */
interface Week {
  client: V1ListingClient
  scope: FlakyScope
  now: () => number
  kept: KeptTests
  signal: AbortSignal
}

async function failingTestsOfTheWeek({ client, scope, now, kept, signal }: Week): Promise<Listed> {
  const runnerNow = now()
  if (!(await listWeek(client, scope, kept, runnerNow, true, signal)).skewed)
    return { tests: kept.tests, count: kept.listed, pages: kept.pages }
  kept.clear()
  const serviceNow = client.serviceNow?.() as number
  await listWeek(client, scope, kept, serviceNow, false, signal)
  return {
    tests: kept.tests,
    count: kept.listed,
    skewMs: serviceNow - runnerNow,
    pages: kept.pages,
  }
}

// The first page of each window, the week ending at the service's "now" as the answers so far
// said it (the look-ups' Date header), else at the runner's: no restart, so one round trip.
async function firstPagesOfTheWeek({ client, scope, now, kept, signal }: Week): Promise<Listed> {
  const runnerNow = now()
  const serviceNow = client.serviceNow?.()
  const { cut } = await listWeek(client, scope, kept, serviceNow ?? runnerNow, false, signal, true)
  const skewMs = serviceNow === undefined ? 0 : serviceNow - runnerNow
  return {
    tests: kept.tests,
    count: kept.listed,
    pages: kept.pages,
    ...(Math.abs(skewMs) > MAX_CLOCK_SKEW_MS ? { skewMs } : {}),
    ...(cut ? { cutAt: LISTING_PAGE_SIZE } : {}),
  }
}

// The week's windows side by side; `firstPageOnly`: one page each, `cut` when one had more.
async function listWeek(
  client: V1ListingClient,
  scope: FlakyScope,
  kept: KeptTests,
  end: number,
  checkSkew: boolean,
  signal: AbortSignal,
  firstPageOnly = false,
): Promise<{ skewed: boolean; cut: boolean }> {
  const restart = new AbortController()
  const call: CallOptions = { signal: AbortSignal.any([signal, restart.signal]) }
  // One listener per window walking.
  setMaxListeners(4 * WINDOW_PARTS, call.signal as AbortSignal, signal)
  let skewed = false
  let cut = false
  let checked = !checkSkew
  const walk = async ([start, stop]: [number, number]) => {
    for await (const page of client.failingTestPages(
      {
        repo: scope.repo,
        org_url_slug: scope.orgUrlSlug,
        start_time: new Date(start).toISOString(),
        end_time: new Date(stop).toISOString(),
        page_size: LISTING_PAGE_SIZE,
      },
      call,
    )) {
      if (skewed) return
      if (!checked) {
        // The first answer says the service's time.
        checked = true
        const serviceNow = client.serviceNow?.()
        if (serviceNow !== undefined && Math.abs(serviceNow - end) > MAX_CLOCK_SKEW_MS) {
          skewed = true
          restart.abort()
          return
        }
      }
      kept.add(page.tests)
      if (firstPageOnly) {
        // A next page not read (or more pages announced) leaves the week incomplete.
        if (page.page.next_page_token || page.page.total_pages > 1) cut = true
        return
      }
      await kept.room()
    }
  }
  // The first walk that fails stops the others: its error is the listing's.
  let failure: { error: unknown } | undefined
  await Promise.all(
    splitWindow(end - MAX_FAILING_TESTS_WINDOW_MS, end, WINDOW_PARTS).map((w) =>
      walk(w).catch((error: unknown) => {
        failure ??= { error }
        restart.abort()
      }),
    ),
  )
  // A skewed walk is started again, so a failure of the walk it stopped is not the listing's.
  if (!skewed && failure) throw failure.error
  return { skewed, cut }
}
