/**
 * Which API a run uses, from `api-token` and `api-url` together: a Trunk API key (`trunk_v2_…`)
 * selects v2, anything else v1. This is the one place that decides it (the runner asks it once,
 * when it reads the token). `api-url` defaults per API, and a URL that does not fit the token's
 * API is refused before any request, naming both inputs in the door's words (never the token's
 * value). What each API can do is declared in src/queue/capabilities.ts.
 */
import { DEFAULT_BASE_URL } from '../client/index.js'
import { V2_DEFAULT_BASE_URL, V2_KEY_PREFIX } from '../wire/v2/keys.js'
import { inputRef } from '../ports/text.js'
import { Inputs } from './constants.js'
import { InputError, shown } from './errors.js'
import { parseApiUrl, parseBaseUrl } from './parsers.js'

/** The API a run talks to. */
export type ApiVersion = 'v1' | 'v2'

/** The API the token selects: v2 for a Trunk API key, else v1 (a tokenless fork upload is v1). */
export function apiVersionOf(token: string | undefined): ApiVersion {
  return token?.startsWith(V2_KEY_PREFIX) ? 'v2' : 'v1'
}

/** The token's input as each door names it: `api-token` in the action, TRUNK_API_TOKEN in the CLI. */
const token = inputRef(Inputs.ApiToken)

/** The base URL for `version`: `raw` checked against the token's API, or the API's default. */
export function resolveApiUrl(raw: string, version: ApiVersion): string {
  if (version === 'v1') {
    if (raw && isV2Address(raw)) {
      throw new InputError(
        Inputs.ApiUrl,
        `${shown(raw)} is a v2 address, but ${token} is not a Trunk API key (trunk_v2_…), ` +
          'so it selects the v1 API (its value is not shown)',
        `a v1 URL ending in /v1 such as ${DEFAULT_BASE_URL} (or empty), or a v2 API key in ${token}`,
      )
    }
    return parseApiUrl(raw || DEFAULT_BASE_URL)
  }
  const given = raw || V2_DEFAULT_BASE_URL
  const expected = `the v2 API's host root such as ${V2_DEFAULT_BASE_URL} (or empty)`
  const { url, path } = parseBaseUrl(given, expected)
  if (/\/v1$/i.test(path)) {
    throw new InputError(
      Inputs.ApiUrl,
      `${shown(given)} is a v1 address, but ${token} is a Trunk API key ` +
        '(trunk_v2_…; its value is not shown), which selects the v2 API',
      `${expected}, or the organization's v1 API token in ${token}`,
    )
  }
  if (/\/v2$/i.test(path)) {
    throw new InputError(
      Inputs.ApiUrl,
      `${shown(given)} ends in /v2, but the v2 API's paths carry /v2 themselves`,
      `${url.origin}${path.slice(0, -3)}`,
    )
  }
  return `${url.origin}${path}`
}

/** A URL that is a v2 address: one ending in /v2, or a host root (v2 paths carry /v2). */
function isV2Address(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false // parseApiUrl says what is wrong with it
  }
  const path = url.pathname.replace(/\/+$/, '')
  return path === '' || /\/v2$/i.test(path)
}
