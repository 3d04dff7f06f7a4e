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
