/**
 * upload-targets' words: the log's lines and the summary's alerts, for what was sent and why ALL
 * when the list could not go.
 */
import { bodyLimitText, byteCountText, type UploadTargetsResult } from '../../queue/index.js'
import { codeSpan } from '../../ports/text.js'
import { V2_MAX_IMPACTED_TARGETS } from '../../wire/v2/schemas.js'

/**
 * An integer with commas between groups of three digits (20,971,520), as toLocaleString('en-US')
 * writes it, without the ~30 ms that loading the locale data costs a short-lived process.
 */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const ALL_INSTEAD = 'sent ALL instead (every target counts as impacted)'

/** A file of targets longer than the body limit: ALL, unread past the limit. */
export function fileOverLimit(bytesRead: number): string {
  return `The file of targets is longer than the request body limit of ${bodyLimitText()} (reading stopped after ${byteCountText(bytesRead)}), so its list cannot fit; ${ALL_INSTEAD}.`
}

/** What is about to be sent. */
export function uploading(
  what: { kind: 'ALL' } | { kind: 'list'; format: 'lines' | 'json' },
  sha: string,
  fromFork: boolean,
): string {
  if (what.kind === 'ALL') return 'Uploading ALL: the PR impacts every target.'
  const format = what.format === 'json' ? 'JSON array' : 'one per line'
  return `Uploading the impacted targets (${format}) for commit ${sha.slice(0, 12)}${fromFork ? ', as a fork run (no token)' : ''}.`
}

/** Why ALL went instead of the list, for the log (undefined when the list went, or ALL was asked). */
export function fellBackLine(r: UploadTargetsResult, given: number): string | undefined {
  switch (r.reason) {
    case 'oversize':
      return `The list of ${given} targets would make a request body of ${byteCountText(r.listBytes)}, over the limit of ${bodyLimitText()}; ${ALL_INSTEAD}.`
    case 'too-many':
      return `The list of ${given} targets is over the v2 API's limit of ${groupDigits(V2_MAX_IMPACTED_TARGETS)} targets per upload; ${ALL_INSTEAD}.`
    case 'server-413':
      return `The service refused the list as too large (HTTP 413); ${ALL_INSTEAD}.`
    case 'requested':
    case undefined:
      return undefined
  }
}

/** What was sent, for the log. */
export function uploaded(r: UploadTargetsResult, given: number): string {
  const repeats = given > r.count ? ` (${given} given, repeats dropped)` : ''
  return `Uploaded ${r.mode === 'ALL' ? 'ALL' : `${r.count} distinct target(s)${repeats}`} in ${r.requestBytes} bytes.`
}

/** Why ALL went instead of the list, for the summary's alert (Markdown). */
export function fellBackAlert(
  u: { reason?: string; given: number; listBytes: number },
  limit: number,
): string | undefined {
  const all = codeSpan('ALL')
  switch (u.reason) {
    case 'oversize':
      return `The list would have made a request body of ${byteCountText(u.listBytes)}, over the service's limit of ${bodyLimitText(limit)}, so ${all} was sent instead: this PR is treated as impacting every target.`
    case 'too-many':
      return `The list of ${groupDigits(u.given)} targets is over the v2 API's limit of ${groupDigits(V2_MAX_IMPACTED_TARGETS)} targets per upload, so ${all} was sent instead: this PR is treated as impacting every target.`
    case 'server-413':
      return `The service refused the list (${groupDigits(u.listBytes)} bytes) as too large (HTTP 413), so ${all} was sent instead.`
    default:
      return undefined
  }
}
