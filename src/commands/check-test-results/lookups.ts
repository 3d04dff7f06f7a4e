/**
 * What Trunk knows of the failures read, asked through the run's flaky tests (src/queue/flaky/):
 * the look-ups are opened before the reports are read, each failure's Trunk test id goes in as
 * its report is read, and the API asks for them the fewest ways it can (v1: a few by id side by
 * side, many by the week's listing; v2: quarantine-status, 2,000 a request). The failures are
 * then matched by id, by names in the listing (v1), and the ones still new, or matched by names
 * only, are looked up by id (v1, at most `maxLookups`).
 */
import {
  openV1Lookups,
  trunkTestId,
  type FailureLookups,
  type FlakyTest,
  type LookupsReady,
} from '../../queue/index.js'
import { withSettledOutputs } from '../../inputs/errors.js'
import { Outputs } from '../../inputs/constants.js'
import { logLine } from '../../ports/text.js'
import { applyLookups, classifyFailures, type ClassifiedFailure } from './classify.js'
import type { TestGateDeps, TestGateParams } from './types.js'
import type { PassedOnRetry, ReportedFailure } from './report.js'
import {
  askedText,
  collectionText,
  listedText,
  lookedUpText,
  matchedText,
  notLookedUpText,
  quarantineOffText,
  skewText,
} from './words.js'

/** The most failures looked up by id after the listing in one run (get-test-details, one request each). */
export const MAX_LOOKUPS = 100

/** The look-ups by id of one run. */
export interface Lookups {
  asked: number
  found: number
  /** Failures left new past the bound. */
  skipped: number
  bound: number
}

/** The failures classified against what Trunk knows, and the look-ups it took. */
export interface Known {
  classified: ClassifiedFailure[]
  lookups?: Lookups
}

/** A failure's Trunk test id (undefined for a nameless test: no test Trunk has). */
export function trunkIdOf(params: TestGateParams): (f: ReportedFailure) => string | undefined {
  const repoFullName = `${params.repo.host}/${params.repo.owner}/${params.repo.name}`
  return (f) =>
    f.name === ''
      ? undefined
      : trunkTestId({
          orgUrlSlug: params.orgUrlSlug,
          repoFullName,
          file: f.fileInTrunkId === false ? undefined : f.file,
          classname: f.classname,
          parent: f.suite,
          name: f.name,
          variant: params.variant ?? '',
        })
}

/** Opens the gate's look-ups on the run's flaky tests (or on a bare v1 client, in tests). */
export function openLookups(deps: TestGateDeps, params: TestGateParams): FailureLookups {
  const scope = {
    repo: params.repo,
    orgUrlSlug: params.orgUrlSlug,
    testCollection: params.testCollection,
  }
  const options = { variant: params.variant ?? '', signal: deps.signal, now: deps.clock.now }
  const c = deps.client
  return 'lookups' in c ? c.lookups(scope, options) : openV1Lookups(c, scope, options)
}

/** Says in the log what the API said when the look-ups opened (v2: the collection). */
export function logReady(deps: TestGateDeps, ready: LookupsReady): void {
  if (ready.collection) deps.log.info(logLine(collectionText(ready.collection)))
}

/**
 * Classifies the failures against Trunk's data, once the API is known usable (`lookups.ready`;
 * its refusal is thrown as is). The reports were read: their counts stand in the outputs even
 * when Trunk cannot be asked (an API error carries them).
 */
export async function whatTrunkKnows(
  deps: TestGateDeps,
  params: TestGateParams,
  failures: readonly ReportedFailure[],
  passedOnRetry: readonly PassedOnRetry[],
  lookups: FailureLookups,
): Promise<Known> {
  // The answers are asked for as soon as every failure is read, beside the API's own check
  // (v2: the failures still to ask go out while the key's check travels): a few failures cost no
  // round trip of their own. The check's refusal still comes first.
  const answering = failures.length ? lookups.answers() : undefined
  answering?.catch(() => {})
  await lookups.ready
  if (!answering) return { classified: [] }
  const counted = {
    [Outputs.FailedTestsCount]: String(failures.length),
    [Outputs.PassedOnRetryCount]: String(passedOnRetry.length),
  }
  const settled = (e: unknown) => {
    throw withSettledOutputs(e, counted)
  }
  const idOf = trunkIdOf(params)
  const answers = await answering.catch(settled)
  const { log } = deps
  if (answers.quarantineOff) log.warning(quarantineOffText)
  const { listed } = answers
  if (listed?.skewMs !== undefined) log.info(logLine(skewText(listed.skewMs)))
  if (listed) log.info(logLine(listedText(listed.count, listed.cutAt)))
  let classified = classifyFailures(failures, listed?.tests ?? [], params.allowFailures, idOf)
  if (listed)
    log.info(logLine(matchedText(classified.filter((f) => f.test).length, failures.length)))
  const asked = new Set(answers.byId.keys())
  const found = knownOf(answers.byId)
  classified = applyLookups(classified, asked, found, params.allowFailures)
  if (asked.size) log.info(logLine(askedText(asked.size, found.size, answers.requests)))
  const known = await lookUpUnmatched(deps, params, classified, lookups, asked, found).catch(
    settled,
  )
  const cutAt = listed?.cutAt
  return cutAt === undefined ? known : { ...known, classified: markNotInCutListing(known, cutAt) }
}

// The failures still new after a look-up by id in vain, against a listing that was cut: what
// the listing did not read may hold them (the gate says so; they stay new).
function markNotInCutListing(known: Known, cutAt: number): ClassifiedFailure[] {
  return known.classified.map((f) =>
    f.class === 'new' && !f.test && f.lookedUp ? { ...f, listingCutAt: cutAt } : f,
  )
}

/** The tests Trunk knows among the answers by id. */
function knownOf(byId: ReadonlyMap<string, FlakyTest | null>): Map<string, FlakyTest> {
  const found = new Map<string, FlakyTest>()
  for (const [id, t] of byId) if (t) found.set(id, t)
  return found
}

/** The ids to look up: the new failures first, then those matched by names only. */
function idsToLookUp(
  classified: readonly ClassifiedFailure[],
  asked: ReadonlySet<string>,
): string[] {
  const ids = (keep: (f: ClassifiedFailure) => boolean) =>
    classified
      .filter((f) => keep(f) && f.id !== undefined && !asked.has(f.id))
      .map((f) => f.id as string)
  // An id Trunk knows beats a name.
  return [...new Set([...ids((f) => f.class === 'new'), ...ids((f) => f.matchedBy === 'names')])]
}

// The failures still new (or matched by names only) that were not asked yet, looked up by their
// Trunk id (v1 past the few asked while reading; v2 asked for every failure already).
async function lookUpUnmatched(
  deps: TestGateDeps,
  params: TestGateParams,
  classified: ClassifiedFailure[],
  lookups: FailureLookups,
  askedBefore: ReadonlySet<string>,
  foundBefore: ReadonlyMap<string, FlakyTest>,
): Promise<Known> {
  const bound = params.maxLookups ?? MAX_LOOKUPS
  const ids = idsToLookUp(classified, askedBefore)
  // The bound counts the look-ups by id made while the reports were read (v1).
  const room = Math.max(0, bound - askedBefore.size)
  const asked = ids.slice(0, room)
  const found = asked.length ? await lookups.lookUp(asked) : new Map<string, FlakyTest>()
  const skippedIds = new Set(ids.slice(room))
  const skipped = classified.filter(
    (f) => f.class === 'new' && f.id !== undefined && skippedIds.has(f.id),
  ).length
  if (asked.length) deps.log.info(logLine(lookedUpText(asked.length, found.size)))
  if (skipped) deps.log.warning(notLookedUpText(skipped, bound))
  const total = askedBefore.size + asked.length
  return {
    classified: applyLookups(classified, new Set(asked), found, params.allowFailures),
    ...(total
      ? {
          lookups: {
            asked: total,
            found: foundBefore.size + found.size,
            skipped,
            bound: Math.max(bound, askedBefore.size),
          },
        }
      : {}),
  }
}
