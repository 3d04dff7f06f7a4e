/**
 * GitHub's REST client as every port here opens it: `@actions/github`, imported only when a port
 * is used, at the run's API URL, with nothing of the request logged (failures are reported by the
 * error each port raises, in its own words).
 */
export async function quietOctokit(token: string, apiUrl: string | undefined, userAgent?: string) {
  const { getOctokit } = await import('@actions/github')
  return getOctokit(token, {
    baseUrl: apiUrl,
    ...(userAgent ? { userAgent } : {}),
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  })
}

/** How many pages of 100 a listing may take before it is refused as endless (10,000 items). */
export const MAX_PAGES = 100

/**
 * Every item of a GitHub listing, 100 a page, each page's request carrying the run's signal.
 * Octokit's own `paginate` sends each page with its method, URL and headers only, so its
 * requests ignore the signal: a cancelled job's listing went on to its last page and answered
 * as if nothing was cancelled. A listing past {@link MAX_PAGES} pages is an error, never a cut.
 */
export async function everyPage<T>(
  page: (n: number) => Promise<{ data: T[]; headers: { link?: string } }>,
): Promise<T[]> {
  const all: T[] = []
  for (let n = 1; n <= MAX_PAGES; n++) {
    const r = await page(n)
    all.push(...r.data)
    if (!/\brel="next"/.test(r.headers.link ?? '')) return all
  }
  throw new Error(`GitHub's listing went on past ${MAX_PAGES} pages of 100`)
}
