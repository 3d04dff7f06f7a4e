/**
 * One run's API, opened once the token has picked it: the merge queue and, beside it, the flaky
 * tests (both APIs), with the capabilities the API declares. The runner opens it, hands
 * each command the part its row asks for, and closes it.
 */
import { TrunkClient, type TrunkClientOptions } from '../client/client.js'
import { TrunkV2Client } from '../client/v2/client.js'
import type { ApiVersion } from '../inputs/api.js'
import { CAPABILITIES, type Capability } from './capabilities.js'
import { V1FlakyTests } from './flaky/v1.js'
import { V2FlakyTests } from './flaky/v2.js'
import type { FlakyTests } from './flaky/types.js'
import type { MergeQueue } from './types.js'
import { V1MergeQueue } from './v1.js'
import { V2MergeQueue } from './v2.js'

/** How to reach the API: the client's options (`token` the v1 token or the v2 key). */
export type ApiOptions = TrunkClientOptions

/** One run's API. */
export interface TrunkApi {
  readonly version: ApiVersion
  /** What this API can do beyond what both do. */
  readonly capabilities: ReadonlySet<Capability>
  readonly mergeQueue: MergeQueue
  /** The flaky tests (capability `flaky-tests`); {@link MissingCapabilityError} where not declared. */
  flakyTests(): FlakyTests
  /** Closes the connections it opened. */
  close(): Promise<void>
}

/**
 * Opens the API `version` (the one the token picked: inputs/api.ts decides). v1 takes the fork
 * run's id instead of a token for an upload from a fork; v2 takes no such thing.
 */
export function openTrunkApi(version: ApiVersion, options: ApiOptions): TrunkApi {
  const capabilities = CAPABILITIES[version]
  if (version === 'v1') {
    const client = new TrunkClient(options)
    return {
      version,
      capabilities,
      mergeQueue: new V1MergeQueue(client),
      flakyTests: () => new V1FlakyTests(client),
      close: () => client.close(),
    }
  }
  const { forkedWorkflowRunId: _v1Only, ...v2Options } = options
  const client = new TrunkV2Client(v2Options)
  return {
    version,
    capabilities,
    mergeQueue: new V2MergeQueue(client),
    flakyTests: () => new V2FlakyTests(client),
    close: () => client.close(),
  }
}
