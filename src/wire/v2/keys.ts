/** Where the v2 API lives and what its keys look like. */

/** The v2 API's base address: the host; every path carries `/v2` itself. */
export const V2_DEFAULT_BASE_URL = 'https://api.trunk.io'
/** The prefix of a v2 API key. */
export const V2_KEY_PREFIX = 'trunk_v2_'
