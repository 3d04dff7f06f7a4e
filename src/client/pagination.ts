/**
 * A bounded walk over token-paginated listings: follows `next_page_token` until it is empty and
 * stops with an error, instead of looping, when the service repeats a token or sends more pages
 * than its own `total_pages` announced.
 */
import { PaginationError } from './errors.js'

/** The page fields the walk relies on. */
export interface PageInfo {
  next_page_token: string
  total_pages: number
}

/** Options of {@link paginate}. */
export interface PaginateOptions {
  /** Operation name, for error messages. */
  operation: string
  /** Hard cap on pages, whatever the service says (default 10,000). */
  maxPages?: number
  /** The token of the first page (default `''`). */
  firstToken?: string
}

/** Yields each page that `fetchPage(token)` returns, in order, until the last one. */
export async function* paginate<P extends { page: PageInfo }>(
  fetchPage: (token: string) => Promise<P>,
  options: PaginateOptions,
): AsyncGenerator<P, void, undefined> {
  const maxPages = options.maxPages ?? 10_000
  const seen = new Set<string>()
  let token = options.firstToken ?? ''
  let announced = 0
  for (let fetched = 1; ; fetched++) {
    seen.add(token)
    const page = await fetchPage(token)
    announced = Math.max(announced, page.page.total_pages)
    if (fetched > Math.max(announced, 1)) {
      throw new PaginationError(
        options.operation,
        `the service sent page ${fetched} but announced only ${announced} page${announced === 1 ? '' : 's'}; stopped`,
      )
    }
    yield page
    const next = page.page.next_page_token
    if (!next) return
    if (seen.has(next)) {
      throw new PaginationError(
        options.operation,
        `the service repeated page token ${JSON.stringify(next.slice(0, 64))} ` +
          `after ${fetched} page${fetched === 1 ? '' : 's'}; stopped instead of looping`,
      )
    }
    if (fetched >= maxPages) {
      throw new PaginationError(options.operation, `more than ${maxPages} pages; stopped`)
    }
    token = next
  }
}
