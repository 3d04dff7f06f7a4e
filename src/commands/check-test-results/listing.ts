/**
 * The listing of Trunk's failing tests of the week (list-failing-tests, every page of the widest
 * window the API allows), started at most once, at the first failure read, while the reports are
 * still read; what it holds stays bounded whatever the number of tests Trunk lists.
 */
import { MAX_FAILING_TESTS_WINDOW_MS, type TestCase } from '../../queue/index.js'
import type { TestGateDeps, TestGateParams } from './types.js'

/** How far the runner's clock may be from the service's before the window follows the service's. */
export const MAX_CLOCK_SKEW_MS = 60_000

/** The most listed tests held while the reports are still read (100 pages, about 12 MiB). */
const MAX_TESTS_HELD_WHILE_READING = 10_000

/** What the listing read: the tests kept, how many were listed, the skew when the window moved. */
export interface Listed {
  tests: TestCase[]
  count: number
  /** The service's clock minus the runner's, when the window follows the service's. */
  skewMs?: number
}

/** The listing of Trunk's failing tests, started at most once, when a failure is read. */
export interface Listing {
  start(): void
  /**
   * The listing, started now if it was not yet, keeping from now on (and of what it kept so far)
   * only the tests `mayMatch` keeps: the failures are all known.
   */
  result(mayMatch: (t: TestCase) => boolean): Promise<Listed>
  /** Stops a listing still running; its outcome is never seen. */
  drop(): void
}

/** A listing that starts only when {@link Listing.start} or {@link Listing.result} is called. */
export function listingWhenNeeded(deps: TestGateDeps, params: TestGateParams): Listing {
  const stop = new AbortController()
  const signal = deps.signal ? AbortSignal.any([deps.signal, stop.signal]) : stop.signal
  const kept = new KeptTests()
  let started: Promise<Listed> | undefined
  const start = (): Promise<Listed> => {
    if (!started) {
      started = failingTestsOfTheWeek({ ...deps, signal }, params, kept)
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

/**
 * The listed tests kept: while the reports are read, every one (a failure read later may match
 * it), and the listing waits for the reading once it holds MAX_TESTS_HELD_WHILE_READING; once the
 * failures are known, only those that can match one. So what is held is bounded, whatever the
 * number of tests Trunk lists.
 */
class KeptTests {
  tests: TestCase[] = []
  listed = 0
  private mayMatch?: (t: TestCase) => boolean
  private readResolve!: () => void
  private readonly readDone = new Promise<void>((resolve) => (this.readResolve = resolve))

  add(page: readonly TestCase[]): void {
    this.listed += page.length
    for (const t of page) if (!this.mayMatch || this.mayMatch(t)) this.tests.push(t)
  }

  /** Resolves when the listing may read on: at once, unless it holds its most while reading. */
  room(): Promise<void> | undefined {
    return !this.mayMatch && this.tests.length >= MAX_TESTS_HELD_WHILE_READING
      ? this.readDone
      : undefined
  }

  narrow(mayMatch: (t: TestCase) => boolean): void {
    this.mayMatch = mayMatch
    this.tests = this.tests.filter(mayMatch)
    this.readResolve()
  }

  /** The gate is done (or the reading failed): a waiting listing goes on, and its aborted signal ends it. */
  release(): void {
    this.readResolve()
  }

  /** Forgets what a window read (the listing starts again with the service's clock). */
  clear(): void {
    this.tests = []
    this.listed = 0
  }
}

// Every page of the widest window the API allows, into `kept` (see KeptTests). The window ends at
// the service's "now" (its Date header): when the first page shows the runner's clock off by
// more than MAX_CLOCK_SKEW_MS, the listing starts again with the service's.
async function failingTestsOfTheWeek(
  deps: TestGateDeps,
  params: TestGateParams,
  kept: KeptTests,
): Promise<Listed> {
  const runnerNow = deps.clock.now()
  if ((await listWindow(deps, params, kept, runnerNow, true)) !== 'skewed')
    return { tests: kept.tests, count: kept.listed }
  kept.clear()
  const serviceNow = deps.client.serviceNow?.() as number
  await listWindow(deps, params, kept, serviceNow, false)
  return { tests: kept.tests, count: kept.listed, skewMs: serviceNow - runnerNow }
}

async function listWindow(
  deps: TestGateDeps,
  params: TestGateParams,
  kept: KeptTests,
  end: number,
  checkSkew: boolean,
): Promise<'skewed' | undefined> {
  for await (const page of deps.client.failingTestPages(
    {
      repo: params.repo,
      org_url_slug: params.orgUrlSlug,
      start_time: new Date(end - MAX_FAILING_TESTS_WINDOW_MS).toISOString(),
      end_time: new Date(end).toISOString(),
      page_size: 100,
    },
    { signal: deps.signal },
  )) {
    if (checkSkew) {
      // The first page says the service's time.
      checkSkew = false
      const serviceNow = deps.client.serviceNow?.()
      if (serviceNow !== undefined && Math.abs(serviceNow - end) > MAX_CLOCK_SKEW_MS)
        return 'skewed'
    }
    kept.add(page.tests)
    await kept.room()
  }
  return undefined
}
