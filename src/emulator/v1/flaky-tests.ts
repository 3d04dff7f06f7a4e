/**
 * v1's two flaky-tests endpoints over the data set (flaky/store.ts): list-failing-tests, one page
 * at a time with opaque page tokens bound to the query, and get-test-details; their request
 * bodies, and a test in v1's shape.
 */
import { z } from 'zod'
import {
  GetTestDetailsRequestSchema,
  PageQuerySchema,
  checkFailingTestsWindow,
  wireText,
} from '../../wire/index.js'
import type { FlakyTest, FlakyTestStore } from '../flaky/store.js'
import { iso } from '../simulation/clock.js'
import { HttpError } from '../simulation/errors.js'
import { sha256Hex } from '../simulation/random.js'
import { RepoSchema, type Repo } from '../simulation/requests.js'

const IsoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' })

export const ListFailingTestsBodySchema = z
  .object({
    repo: RepoSchema,
    org_url_slug: wireText(255),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    page_query: z.object({
      page_size: PageQuerySchema.shape.page_size,
      page_token: z.string().max(4096, 'must be at most 4096 characters').nullish(),
    }),
  })
  .superRefine(checkFailingTestsWindow)
export type ListFailingTestsBody = z.output<typeof ListFailingTestsBodySchema>

export const GetTestDetailsBodySchema = z.object({
  repo: RepoSchema,
  org_url_slug: wireText(255),
  test_id: GetTestDetailsRequestSchema.shape.test_id,
})
export type GetTestDetailsBody = z.output<typeof GetTestDetailsBodySchema>

/** list-failing-tests: the distinct tests with a failure in [start, end), one page. */
export function listFailingTests(store: FlakyTestStore, body: ListFailingTestsBody) {
  const start = Date.parse(body.start_time)
  const end = Date.parse(body.end_time)
  const size = body.page_query.page_size
  const repo = repoKey(body.repo)
  const query = sha256Hex(JSON.stringify([repo, body.org_url_slug, start, end, size])).slice(0, 16)
  const offset = readPageToken(body.page_query.page_token ?? '', query)
  const matching = store.failingWithin(repo, start, end)
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
      .map((t) => testBody(t, body.repo, body.org_url_slug)),
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
export function testDetails(store: FlakyTestStore, body: GetTestDetailsBody) {
  const t = store.test(body.test_id.toLowerCase(), repoKey(body.repo))
  if (!t) throw new HttpError(404, `no test case with id ${body.test_id} in this repository`)
  return { test: testBody(t, body.repo, body.org_url_slug) }
}

/** A token that opens the first page of the query of `otherToken`'s page (repeat-page-token fault). */
export function firstPageTokenLike(otherToken: string): string | undefined {
  const parsed = decodeToken(otherToken)
  return parsed ? pageToken(0, parsed.q) : undefined
}

/** A test in v1's shape, in the spec's key order. */
export function testBody(t: FlakyTest, repo: Repo, org: string) {
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

function repoKey(repo: Repo): string {
  return `${repo.host}/${repo.owner}/${repo.name}`.toLowerCase()
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
