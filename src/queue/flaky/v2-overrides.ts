/**
 * Quarantine overrides over v2 (notes §9): the collection's tests (`GET /v2/tests`), the v2 ids of
 * tests named by their uploader's id (the CI lookup `quarantine-status`), each test's
 * override (`GET /v2/tests/{testId}`: list rows omit it, so it is read one test at a time, a few
 * at once), and the writes in bulk requests of ≤100 tests, each test's outcome kept.
 */
import { CancelledError, ClientConfigError, ResponseShapeError } from '../../client/errors.js'
import type { CallOptions } from '../../client/engine.js'
import { V2FlakyTestsClient } from '../../client/v2/flaky-tests.js'
import { V2QuarantineOverridesClient } from '../../client/v2/quarantine-overrides.js'
import type { TrunkV2Client } from '../../client/v2/client.js'
import {
  OVERRIDE_ITEM_STATUSES,
  V2_MAX_OVERRIDES_PER_REQUEST,
  type QuarantineOverrideResult,
} from '../../wire/v2/quarantine-overrides.js'
import { V2_MAX_QUARANTINE_STATUS_TESTS, type V2Test } from '../../wire/v2/flaky-tests.js'
import type {
  OverrideTest,
  OverrideTests,
  OverrideWrite,
  OverrideWriteResult,
  QuarantineOverrides,
  TestOverride,
  FlakyScope,
  LookupsReady,
} from './types.js'

/** How many tests' overrides are read at once (the org's limit is 100 requests a second). */
export const OVERRIDE_READ_CONCURRENCY = 8

/** A v2 test as an entry can name it ('' fields are absent). */
export function overrideTestOfV2(t: V2Test): OverrideTest {
  return {
    id: t.id,
    name: t.name,
    ...(t.className ? { classname: t.className } : {}),
    ...(t.parentName ? { suite: t.parentName } : {}),
    ...(t.file ? { file: t.file } : {}),
    ...(t.variant ? { variant: t.variant } : {}),
    quarantined: t.quarantineState === 'quarantined',
  }
}

/**
 * The outcome of each item of one bulk request from its answer: one result per item in order,
 * a result's `testId` (when sent) the item's; an answer that cannot be matched up says nothing of
 * any item (each failed: its write may or may not have landed).
 */
export function resultsOfBulk(
  writes: readonly OverrideWrite[],
  results: readonly QuarantineOverrideResult[],
): OverrideWriteResult[] {
  const mismatch =
    results.length !== writes.length
      ? `the answer held ${results.length} results for ${writes.length} tests`
      : results.findIndex(
            (r, i) =>
              r.testId !== undefined &&
              r.testId.toLowerCase() !== (writes[i] as OverrideWrite).testId.toLowerCase(),
          ) >= 0
        ? 'the answer named other tests than those sent, or in another order'
        : undefined
  if (mismatch) {
    return writes.map((w) => ({
      testId: w.testId,
      status: 'failed',
      error: `${mismatch}: its outcome is unknown (sending it again is safe)`,
    }))
  }
  return writes.map((w, i) => {
    const r = results[i] as QuarantineOverrideResult
    if (r.status === 'succeeded' || r.status === 'unchanged')
      return { testId: w.testId, status: r.status }
    const known = (OVERRIDE_ITEM_STATUSES as readonly string[]).includes(r.status)
    const why = r.error
      ? [r.error.code, r.error.message].filter(Boolean).join(': ')
      : known
        ? 'no reason given'
        : `status ${JSON.stringify(r.status)} is not one this tool knows`
    return {
      testId: w.testId,
      status: 'failed',
      error: why || 'no reason given',
      ...(r.error?.code ? { code: r.error.code } : {}),
    }
  })
}

/** The quarantine overrides of one v2 client. */
export class V2QuarantineOverrides implements QuarantineOverrides {
  private readonly overrides: V2QuarantineOverridesClient
  private readonly flaky: V2FlakyTestsClient

  constructor(
    client: TrunkV2Client,
    private readonly collectionOf: (
      scope: FlakyScope,
      call: CallOptions,
    ) => Promise<NonNullable<LookupsReady['collection']>>,
  ) {
    this.overrides = new V2QuarantineOverridesClient(client)
    this.flaky = new V2FlakyTestsClient(client)
  }

  async tests(scope: FlakyScope, call: CallOptions = {}): Promise<OverrideTests> {
    const found = await this.collectionOf(scope, call)
    // Read by id too: a collection id that is not the organization's is a 404 here, not an
    // empty list; and whether quarantining is on is said beside the tests.
    const [collection, tests] = await Promise.all([
      this.flaky.getTestCollection(found.id, call),
      this.overrides.listTests(found.id, call),
    ])
    return {
      collection: {
        id: collection.id,
        name: collection.name,
        ...(collection.quarantineEnabled === undefined
          ? {}
          : { quarantineEnabled: collection.quarantineEnabled }),
      },
      tests: tests.map(overrideTestOfV2),
    }
  }

  async testIdsOf(
    scope: FlakyScope,
    uploaderIds: readonly string[],
    call: CallOptions = {},
  ): Promise<Map<string, string | null>> {
    const out = new Map<string, string | null>()
    if (!uploaderIds.length) return out
    const { id } = await this.collectionOf(scope, call)
    const repo = { host: scope.repo.host, owner: scope.repo.owner, name: scope.repo.name }
    for (let i = 0; i < uploaderIds.length; i += V2_MAX_QUARANTINE_STATUS_TESTS) {
      const ids = uploaderIds.slice(i, i + V2_MAX_QUARANTINE_STATUS_TESTS)
      // The CI lookup answers one test per identifier, in order: it maps the uploader's ids.
      const r = await this.flaky.quarantineStatus(
        id,
        { repo, testIdentifiers: ids.map((x) => ({ id: x })) },
        call,
      )
      if (r.tests.length !== ids.length)
        throw new ResponseShapeError(
          { operation: 'testCollections.quarantineStatus' },
          'tests',
          `holds ${r.tests.length} answers for ${ids.length} tests asked`,
        )
      ids.forEach((x, j) => out.set(x, r.tests[j]?.testId ?? null))
    }
    return out
  }

  async overridesOf(
    ids: readonly string[],
    call: CallOptions = {},
  ): Promise<Map<string, TestOverride | null>> {
    const out = new Map<string, TestOverride | null>()
    const stop = new AbortController()
    const signal = call.signal ? AbortSignal.any([call.signal, stop.signal]) : stop.signal
    const queue = [...new Set(ids)]
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const t = await this.overrides.getTestOverride(id, { ...call, signal })
        const o = t.quarantineOverride
        out.set(id, o ? { testId: id, mode: o.mode, reason: o.reason ?? '' } : null)
      }
    }
    try {
      await Promise.all(
        Array.from({ length: Math.min(OVERRIDE_READ_CONCURRENCY, queue.length) }, worker),
      )
    } catch (e) {
      // One unreadable test makes the whole read unknown: the others are stopped.
      stop.abort()
      throw e
    }
    return out
  }

  async apply(
    writes: readonly OverrideWrite[],
    call: CallOptions = {},
  ): Promise<OverrideWriteResult[]> {
    const out: OverrideWriteResult[] = []
    for (let i = 0; i < writes.length; i += V2_MAX_OVERRIDES_PER_REQUEST) {
      const chunk = writes.slice(i, i + V2_MAX_OVERRIDES_PER_REQUEST)
      try {
        const r = await this.overrides.setOverrides(
          {
            items: chunk.map((w) => ({
              testId: w.testId,
              mode: w.mode,
              ...(w.reason ? { reason: w.reason } : {}),
            })),
          },
          call,
        )
        out.push(...resultsOfBulk(chunk, r.results))
      } catch (e) {
        if (e instanceof CancelledError) throw e
        const message = e instanceof Error ? e.message : String(e)
        const unread =
          e instanceof ResponseShapeError
            ? `the answer could not be read (${message}): the outcome is unknown (sending it again is safe)`
            : message
        out.push(
          ...chunk.map((w) => ({ testId: w.testId, status: 'failed' as const, error: unread })),
        )
        // The request failed as a whole: the rest would meet the same, so it is not sent.
        for (const w of writes.slice(i + V2_MAX_OVERRIDES_PER_REQUEST))
          out.push({
            testId: w.testId,
            status: 'not-sent',
            error: `not sent: an earlier request failed (${message})`,
          })
        break
      }
    }
    return out
  }
}

/**
 * The overrides of a V2FlakyTests (its collection look-up) over its v2 client; a
 * ClientConfigError when it was made over the Flaky Tests client alone.
 */
export function quarantineOverridesOfV2(
  flaky: {
    collectionOf(
      scope: FlakyScope,
      call: CallOptions,
    ): Promise<NonNullable<LookupsReady['collection']>>
  },
  client: TrunkV2Client | undefined,
): QuarantineOverrides {
  if (!client) throw new ClientConfigError('the quarantine overrides need the v2 client itself')
  return new V2QuarantineOverrides(client, (scope, call) => flaky.collectionOf(scope, call))
}
