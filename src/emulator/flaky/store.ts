/**
 * The flaky-tests data set's store and the two read endpoints over it (list-failing-tests with
 * opaque page tokens, get-test-details). The set itself is loaded in flaky-data.ts or generated
 * in flaky-generate.ts; both are re-exported here.
 */
import { iso } from '../simulation/clock.js'
import { HttpError } from '../simulation/errors.js'
import type { FlakyTest } from './data.js'
import { sha256Hex } from '../simulation/random.js'
import type { GetTestDetailsBody, ListFailingTestsBody, Repo } from '../simulation/requests.js'

export {
  FlakyDataFileSchema,
  FlakyTestInputSchema,
  loadFlakyTestsFile,
  parseDataTime,
  parseFlakyTests,
  toFlakyTest,
  type FlakyTest,
  type FlakyTestInput,
} from './data.js'
export { generateFlakyTests } from './generate.js'

/** The data set and the two endpoints over it. */
export class FlakyTestStore {
  private tests: FlakyTest[] = []
  private byId = new Map<string, FlakyTest>()
  /**
   * The tests matching the last query (repo, window): its pages are read one after another, and
   * filtering the whole data set again for each page made a page cost O(data set).
   */
  private lastQuery?: { key: string; tests: FlakyTest[] }

  constructor(tests: FlakyTest[] = []) {
    this.replaceAll(tests)
  }

  get size(): number {
    return this.tests.length
  }

  all(): readonly FlakyTest[] {
    return this.tests
  }

  /** Replaces the whole data set. */
  replaceAll(tests: FlakyTest[]): void {
    this.byId = new Map()
    this.tests = []
    this.upsert(tests)
  }

  /** Adds tests, replacing those with the same id. */
  upsert(tests: FlakyTest[]): void {
    this.lastQuery = undefined
    for (const t of tests) this.byId.set(t.id, t)
    this.tests = [...this.byId.values()].sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        a.variant.localeCompare(b.variant) ||
        a.id.localeCompare(b.id),
    )
  }

  /** list-failing-tests: the distinct tests with a failure in [start, end), one page. */
  listFailing(body: ListFailingTestsBody) {
    const start = Date.parse(body.start_time)
    const end = Date.parse(body.end_time)
    const size = body.page_query.page_size
    const repo = repoKey(body.repo)
    const query = sha256Hex(JSON.stringify([repo, body.org_url_slug, start, end, size])).slice(
      0,
      16,
    )
    const offset = readPageToken(body.page_query.page_token ?? '', query)
    const key = JSON.stringify([repo, start, end])
    if (this.lastQuery?.key !== key) {
      const tests = this.tests.filter(
        (t) => (t.repo === undefined || t.repo === repo) && failedWithin(t.failures, start, end),
      )
      this.lastQuery = { key, tests }
    }
    const matching = this.lastQuery.tests
    const total = matching.length
    const pages = Math.ceil(total / size)
    if (offset > 0 && offset >= total) {
      throw new HttpError(400, 'page_query.page_token points past the last page of this query')
    }
    const token = (o: number) => pageToken(o, query)
    const pageIndex = Math.floor(offset / size)
    return {
      tests: matching
        .slice(offset, offset + size)
        .map((t) => this.wire(t, body.repo, body.org_url_slug)),
      page: {
        total_rows: total,
        total_pages: pages,
        next_page_token: offset + size < total ? token(offset + size) : '',
        prev_page_token: offset > 0 ? token(Math.max(0, offset - size)) : '',
        last_page_token: pages > 1 ? token((pages - 1) * size) : '',
        page_index: pageIndex,
      },
    }
  }

  /** get-test-details: one test, or a 404. */
  details(body: GetTestDetailsBody) {
    const t = this.byId.get(body.test_id.toLowerCase())
    if (!t || (t.repo !== undefined && t.repo !== repoKey(body.repo))) {
      throw new HttpError(404, `no test case with id ${body.test_id} in this repository`)
    }
    return { test: this.wire(t, body.repo, body.org_url_slug) }
  }

  /** A token that opens the first page of the query of `otherToken`'s page (repeat-page-token fault). */
  static firstPageTokenLike(otherToken: string): string | undefined {
    const parsed = decodeToken(otherToken)
    return parsed ? pageToken(0, parsed.q) : undefined
  }

  /** The wire shape of a test, in the spec's key order. */
  wire(t: FlakyTest, repo: Repo, org: string) {
    const repoUrl = `https://${repo.host}/${repo.owner}/${repo.name}`
    return {
      id: t.id,
      repository: t.repository ?? { html_url: repoUrl },
      html_url:
        t.html_url ??
        `https://app.trunk.io/${encodeURIComponent(org)}/${encodeURIComponent(repo.name)}/tests/${t.id}`,
      name: t.name,
      variant: t.variant,
      status: {
        value: t.status.value,
        reason: t.status.reason,
        timestamp: iso(t.status.timestamp),
      },
      most_common_failures: t.most_common_failures.map((f) => ({
        summary: f.summary,
        occurrence_count: f.occurrence_count,
        ...(f.last_occurrence !== undefined ? { last_occurrence: iso(f.last_occurrence) } : {}),
      })),
      failure_rate_last_7d: t.failure_rate_last_7d,
      failure_rate_last_24h: t.failure_rate_last_24h,
      ...(t.file_path !== undefined ? { file_path: t.file_path } : {}),
      ...(t.parent !== undefined ? { parent: t.parent } : {}),
      ...(t.classname !== undefined ? { classname: t.classname } : {}),
      codeowners: [...t.codeowners],
      pull_requests_impacted_last_7d: t.pull_requests_impacted_last_7d,
      quarantined: t.quarantined,
      ...(t.ticket !== undefined ? { ticket: t.ticket } : {}),
    }
  }
}

function repoKey(repo: Repo): string {
  return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase()
}

/** True when a sorted list of times has one in [start, end). */
export function failedWithin(sorted: number[], start: number, end: number): boolean {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] as number) < start) lo = mid + 1
    else hi = mid
  }
  return lo < sorted.length && (sorted[lo] as number) < end
}

function pageToken(offset: number, query: string): string {
  return Buffer.from(JSON.stringify({ o: offset, q: query }), 'utf8').toString('base64url')
}

function decodeToken(token: string): { o: number; q: string } | undefined {
  try {
    const v = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown
    if (
      v !== null &&
      typeof v === 'object' &&
      Number.isSafeInteger((v as { o: unknown }).o) &&
      (v as { o: number }).o >= 0 &&
      typeof (v as { q: unknown }).q === 'string'
    ) {
      return v as { o: number; q: string }
    }
  } catch {
    // Not a token of ours.
  }
  return undefined
}

/** The offset a page token stands for; 400 for a token that is not one, or is another query's. */
function readPageToken(token: string, query: string): number {
  if (token === '') return 0
  const parsed = decodeToken(token)
  if (!parsed)
    throw new HttpError(400, 'page_query.page_token is not a page token this API gave out')
  if (parsed.q !== query) {
    throw new HttpError(
      400,
      'page_query.page_token belongs to another query (repo, org_url_slug, start_time, end_time and page_size must stay the same between pages)',
    )
  }
  return parsed.o
}
