/**
 * Stands in for @actions/http-client in the bundle. @actions/core imports it only for
 * getIDToken (OIDC), which this action never calls; the real one would add a second copy of
 * undici (about 900 KB) to dist/index.js and to every start-up. Anything that does reach it
 * fails loudly.
 */
export class HttpClient {
  constructor() {
    throw new Error('@actions/http-client is not bundled with merge-queue-action')
  }
}
