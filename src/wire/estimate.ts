/**
 * When a queued PR is expected to merge: v2's `GET /v2/pull-requests/{id}/queue-entry-estimate`
 * and v1's `estimatedTimeToMerge` (getSubmittedPullRequest with `includeEstimatedTimeToMerge`).
 * Neither body's field names were recovered (spec/v2/gaps.md, "Merge estimates"), so the reader
 * takes the plausible variants: ISO-8601 times or seconds, a count or a list of PRs ahead,
 * `status`/`reason` at the top level or under `estimate`. It never throws: an answer it cannot
 * read is "no estimate", with why.
 */
import { z } from 'zod'

/** One estimate, as the commands use it. */
export type MergeEstimate =
  | {
      status: 'available'
      kind: 'merge'
      /** When it is expected to merge (ISO 8601), if said. */
      mergeAt?: string
      /** When its test run is expected to start and end (ISO 8601), if said. */
      testingStartAt?: string
      testingEndAt?: string
      /** How many PRs are ahead of it, if said. */
      prsAhead?: number
    }
  | {
      status: 'available'
      kind: 'pending-failure'
      /** When the pending failure is expected to resolve (ISO 8601), if said. */
      resolveAt?: string
      /** The PRs whose tests decide it. */
      waitingOn: number[]
      prsAhead?: number
    }
  | {
      status: 'unavailable'
      /** The service's reason (`QUEUE_PAUSED`, `ESTIMATE_NOT_ENABLED`, ...) or ours (`UNREADABLE`). */
      reason: string
    }

/** The v2 body as sent (lenient: every field optional, anything else kept). */
export const QueueEntryEstimateSchema = z.looseObject({
  status: z.unknown().optional(),
  kind: z.unknown().optional(),
  reason: z.unknown().optional(),
})

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v)

/** The latest time a JavaScript Date can hold (ms since the epoch): 275760-09-13. */
export const MAX_DATE_MS = 8.64e15

/** ms since the epoch as ISO 8601; undefined for a value no Date can hold (never throws). */
export function isoOfMs(ms: number): string | undefined {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString() : undefined
}

/** A number written as text: digits, maybe a fraction. */
const NUMBER_TEXT = /^\d+(\.\d+)?$/

/** An ISO time from a string, or epoch seconds/milliseconds; undefined for anything else. */
function timeOf(v: unknown): string | undefined {
  // Digits alone are epoch seconds or milliseconds, never a date: Date.parse('90') is 1990.
  if (typeof v === 'string' && NUMBER_TEXT.test(v.trim())) return timeOf(Number(v))
  if (typeof v === 'string' && v.trim()) return isoOfMs(Date.parse(v))
  if (typeof v === 'number' && v > 0) return isoOfMs(v > 1e12 ? v : v * 1000)
  return undefined
}

function firstTime(o: Obj, names: string[]): string | undefined {
  for (const n of names) {
    const t = timeOf(o[n])
    if (t) return t
  }
  return undefined
}

/** A PR's number from `41`, `"41"`, `{number: 41}`, `{prNumber: 41}`, `{pullRequest: {number}}`. */
function prNumberOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v
  if (typeof v === 'string' && /^\d{1,9}$/.test(v) && +v > 0) return +v
  if (isObj(v))
    return prNumberOf(v.number) ?? prNumberOf(v.prNumber) ?? prNumberOf(v.pullRequest ?? v.pr)
  return undefined
}

/** A count from a number or a list (`prsAhead: 3`, `pullRequestsAhead: [...]`). */
function countOf(o: Obj, names: string[]): number | undefined {
  for (const n of names) {
    const v = o[n]
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v
    if (Array.isArray(v)) return v.length
  }
  return undefined
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** Reads v2's estimate body, or any plausible variant of it. Never throws. */
export function readQueueEntryEstimate(body: unknown): MergeEstimate {
  if (!isObj(body)) return { status: 'unavailable', reason: 'UNREADABLE' }
  const o = isObj(body.estimate) ? { ...body, ...body.estimate } : body
  const status = text(o.status)?.toLowerCase()
  const reason = text(o.reason) ?? (isObj(o.reason) ? text(o.reason.code) : undefined)
  if (status === 'unavailable' || status === 'none' || status === 'not_available')
    return { status: 'unavailable', reason: reason?.toUpperCase() ?? 'UNAVAILABLE' }
  const kind = text(o.kind)?.replace(/[_-]/g, '').toLowerCase()
  const prsAhead = countOf(o, [
    'prsAhead',
    'pullRequestsAhead',
    'numberOfPrsAhead',
    'aheadCount',
    'ahead',
  ])
  const ahead = prsAhead !== undefined ? { prsAhead } : {}
  if (kind === 'pendingfailureresolution' || kind === 'pendingfailure') {
    const list = [o.waitingOn, o.waitingOnPullRequests, o.blockingPullRequests].find(Array.isArray)
    const waitingOn = ((list as unknown[] | undefined) ?? [])
      .map(prNumberOf)
      .filter((n): n is number => n !== undefined)
    const resolveAt = firstTime(o, [
      'estimatedResolutionTime',
      'estimatedResolutionAt',
      'resolutionTime',
      'resolvesAt',
      'estimatedTime',
    ])
    return {
      status: 'available',
      kind: 'pending-failure',
      ...(resolveAt ? { resolveAt } : {}),
      waitingOn,
      ...ahead,
    }
  }
  const mergeAt = firstTime(o, [
    'estimatedMergeTime',
    'estimatedMergeAt',
    'estimatedMergedAt',
    'mergeTime',
    'mergeAt',
    'estimatedTime',
  ])
  const testingStartAt = firstTime(o, [
    'testingStartTime',
    'testingStartAt',
    'estimatedTestingStart',
  ])
  const testingEndAt = firstTime(o, ['testingEndTime', 'testingEndAt', 'estimatedTestingEnd'])
  if (!mergeAt && !testingEndAt && prsAhead === undefined)
    return { status: 'unavailable', reason: reason?.toUpperCase() ?? 'UNREADABLE' }
  return {
    status: 'available',
    kind: 'merge',
    ...(mergeAt ? { mergeAt } : {}),
    ...(testingStartAt ? { testingStartAt } : {}),
    ...(testingEndAt ? { testingEndAt } : {}),
    ...ahead,
  }
}

/**
 * Reads v1's estimate from a getSubmittedPullRequest answer: `estimatedTimeToMerge` in seconds
 * from `now` (GitHub's own spelling and unit), or an ISO time, or an object like v2's body.
 * Undefined when the answer carries none (an older service).
 */
export function readV1Estimate(pr: unknown, now: number): MergeEstimate | undefined {
  if (!isObj(pr)) return undefined
  for (const name of [
    'estimatedTimeToMerge',
    'estimatedTimeToMergeSeconds',
    'estimatedMergeTime',
    'estimate',
  ]) {
    const v = pr[name]
    if (v === undefined || v === null) continue
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) {
      // Seconds (GitHub's unit); a value past a year is taken as milliseconds.
      const ms = v > 31_536_000 ? v : v * 1000
      const mergeAt = isoOfMs(now + ms)
      // A time no Date can hold (1e16 ms, or a Date header at the end of time) is no estimate.
      return mergeAt
        ? { status: 'available', kind: 'merge', mergeAt }
        : { status: 'unavailable', reason: 'UNREADABLE_TIME' }
    }
    if (typeof v === 'string') {
      // Seconds as text, as a number would be; else a time.
      if (NUMBER_TEXT.test(v.trim())) return readV1Estimate({ [name]: Number(v) }, now)
      const t = timeOf(v)
      if (t) return { status: 'available', kind: 'merge', mergeAt: t }
      return { status: 'unavailable', reason: 'UNREADABLE' }
    }
    if (isObj(v)) return readQueueEntryEstimate(v)
    return { status: 'unavailable', reason: 'UNREADABLE' }
  }
  return undefined
}
