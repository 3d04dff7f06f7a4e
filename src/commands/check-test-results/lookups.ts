/**
 * What Trunk knows of the failures read: each failure's Trunk test id, the week's listing of
 * failing tests narrowed to what can match, the match by id then by names, and a direct look-up
 * by id (get-test-details) of the failures still new or matched by names only.
 */
import { NotFoundError, trunkTestId, type TestCase } from '../../queue/index.js'
import { withSettledOutputs } from '../../inputs/errors.js'
import { Outputs } from '../../inputs/constants.js'
import { logLine } from '../../ports/text.js'
import { applyLookups, classifyFailures, type ClassifiedFailure } from './classify.js'
import type { TestGateDeps, TestGateParams } from './types.js'
import type { Listing } from './listing.js'
import type { PassedOnRetry, ReportedFailure } from './report.js'
import { listedText, lookedUpText, matchedText, notLookedUpText, skewText } from './words.js'

/** The most failures looked up by id in one run (get-test-details, one request each). */
export const MAX_LOOKUPS = 100
/** How many look-ups run at once. */
export const LOOKUP_CONCURRENCY = 4

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

/**
 * Classifies the failures against Trunk's data. The reports were read: their counts stand in
 * the outputs even when Trunk cannot be asked (an API error carries them).
 */
export async function whatTrunkKnows(
  deps: TestGateDeps,
  params: TestGateParams,
  failures: readonly ReportedFailure[],
  passedOnRetry: readonly PassedOnRetry[],
  listing: Listing,
): Promise<Known> {
  if (!failures.length) return { classified: [] }
  const counted = {
    [Outputs.FailedTestsCount]: String(failures.length),
    [Outputs.PassedOnRetryCount]: String(passedOnRetry.length),
  }
  const settled = (e: unknown) => {
    throw withSettledOutputs(e, counted)
  }
  const idOf = trunkIdOf(params)
  const listed = await listing.result(mayMatch(failures, idOf)).catch(settled)
  const { log } = deps
  if (listed.skewMs !== undefined) log.info(logLine(skewText(listed.skewMs)))
  log.info(logLine(listedText(listed.count)))
  const classified = classifyFailures(failures, listed.tests, params.allowFailures, idOf)
  log.info(logLine(matchedText(classified.filter((f) => f.test).length, failures.length)))
  return lookUpUnmatched(deps, params, classified).catch(settled)
}

/** Which listed tests can match a failure here: the same id or the same name. */
function mayMatch(
  failures: readonly ReportedFailure[],
  idOf: (f: ReportedFailure) => string | undefined,
): (t: TestCase) => boolean {
  const names = new Set(failures.map((f) => f.name))
  const ids = new Set(failures.map(idOf).filter((id) => id !== undefined))
  return (t) => names.has(t.name) || ids.has(t.id.toLowerCase())
}

/** The ids to look up: the new failures first, then those matched by names only. */
function idsToLookUp(classified: readonly ClassifiedFailure[]): string[] {
  const ids = (keep: (f: ClassifiedFailure) => boolean) =>
    classified.filter((f) => keep(f) && f.id !== undefined).map((f) => f.id as string)
  // An id Trunk knows beats a name.
  return [...new Set([...ids((f) => f.class === 'new'), ...ids((f) => f.matchedBy === 'names')])]
}

// The failures still new, looked up by their Trunk id (404: Trunk does not know the test).
async function lookUpUnmatched(
  deps: TestGateDeps,
  params: TestGateParams,
  classified: ClassifiedFailure[],
): Promise<Known> {
  const bound = params.maxLookups ?? MAX_LOOKUPS
  const ids = idsToLookUp(classified)
  const asked = ids.slice(0, bound)
  const found = await lookUp(deps, params, asked)
  const skippedIds = new Set(ids.slice(bound))
  const skipped = classified.filter(
    (f) => f.class === 'new' && f.id !== undefined && skippedIds.has(f.id),
  ).length
  if (asked.length) deps.log.info(logLine(lookedUpText(asked.length, found.size)))
  if (skipped) deps.log.warning(notLookedUpText(skipped, bound))
  return {
    classified: applyLookups(classified, new Set(asked), found, params.allowFailures),
    lookups: { asked: asked.length, found: found.size, skipped, bound },
  }
}

/** The tests Trunk knows among `ids`, asked a few at a time. */
async function lookUp(
  deps: TestGateDeps,
  params: TestGateParams,
  ids: readonly string[],
): Promise<Map<string, TestCase>> {
  const found = new Map<string, TestCase>()
  let next = 0
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string
      try {
        const t = await deps.client.getTestDetails(
          { repo: params.repo, org_url_slug: params.orgUrlSlug, test_id: id },
          { signal: deps.signal },
        )
        found.set(id, t)
      } catch (e) {
        if (!(e instanceof NotFoundError)) throw e
      }
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(LOOKUP_CONCURRENCY, ids.length) }, () => worker()),
  )
  return found
}
