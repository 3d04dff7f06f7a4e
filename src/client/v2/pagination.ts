/**
 * A bounded walk over v2's cursor pagination: follows `nextCursor` while `hasMore`, and stops
 * with an error instead of looping when the service repeats a cursor, or says there is more
 * without a cursor to get it.
 */
import { PaginationError } from '../errors.js'
import type { Page } from '../../wire/v2/schemas.js'

/** Options of {@link cursorPages}. */
export interface CursorPageOptions {
  /** Operation name, for error messages. */
  operation: string
  /** Hard cap on pages (default 1,000). */
  maxPages?: number
}

/** Yields each page `fetchPage(cursor)` returns (the first with no cursor) until the last. */
export async function* cursorPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  options: CursorPageOptions,
): AsyncGenerator<Page<T>, void, undefined> {
  const maxPages = options.maxPages ?? 1_000
  const seen = new Set<string>()
  let cursor: string | undefined
  for (let fetched = 1; ; fetched++) {
    const page = await fetchPage(cursor)
    yield page
    if (!page.hasMore) return
    const next = page.nextCursor
    if (!next) {
      throw new PaginationError(
        options.operation,
        'the service said there are more rows (hasMore) but sent no nextCursor ' +
          `after ${fetched} page${fetched === 1 ? '' : 's'}; stopped`,
      )
    }
    if (seen.has(next)) {
      throw new PaginationError(
        options.operation,
        `the service repeated cursor ${JSON.stringify(next.slice(0, 64))} ` +
          `after ${fetched} page${fetched === 1 ? '' : 's'}; stopped instead of looping`,
      )
    }
    if (fetched >= maxPages) {
      throw new PaginationError(options.operation, `more than ${maxPages} pages; stopped`)
    }
    seen.add(next)
    cursor = next
  }
}

/** Every row of every page. */
export async function allRows<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  options: CursorPageOptions,
): Promise<T[]> {
  const rows: T[] = []
  for await (const page of cursorPages(fetchPage, options)) rows.push(...page.data)
  return rows
}
