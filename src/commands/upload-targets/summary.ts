/** upload-targets' job summary: what was sent, in how many bytes, and why ALL when it was. */
import { bodyLimitText, byteCountText } from '../../client/index.js'
import { V2_MAX_IMPACTED_TARGETS } from '../../wire/v2/schemas.js'
import { alert, plural } from '../common/summary.js'
import { codeSpan, mdFacts } from '../../ports/text.js'

/**
 * An integer with commas between groups of three digits (20,971,520), as toLocaleString('en-US')
 * writes it, without the ~30 ms that loading the locale data costs a short-lived process.
 */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** The upload of impacted targets. */
export function uploadSection(u: {
  mode: 'list' | 'ALL'
  reason?: string
  count: number
  given: number
  requestBytes: number
  listBytes: number
  limit: number
}): string {
  const fellBack = u.reason === 'oversize' || u.reason === 'too-many' || u.reason === 'server-413'
  const sent =
    u.mode === 'ALL'
      ? `${codeSpan('ALL')}${fellBack ? ' instead of the list' : ''}: the PR impacts every target`
      : u.count
        ? `a list of ${plural(u.count, 'target')}`
        : 'an empty list: the PR impacts no target'
  let s =
    mdFacts([
      ['Sent', sent],
      [
        'Targets given',
        u.mode === 'list' && u.given > u.count
          ? `${groupDigits(u.given)} (repeats dropped)`
          : fellBack
            ? groupDigits(u.given)
            : '',
      ],
      ['Request body', `${groupDigits(u.requestBytes)} bytes (limit ${groupDigits(u.limit)})`],
    ]) + '\n'
  if (u.reason === 'oversize') {
    s += alert(
      'WARNING',
      `The list would have made a request body of ${byteCountText(u.listBytes)}, over the service's limit of ${bodyLimitText(u.limit)}, so ${codeSpan('ALL')} was sent instead: this PR is treated as impacting every target.`,
    )
  } else if (u.reason === 'too-many') {
    s += alert(
      'WARNING',
      `The list of ${groupDigits(u.given)} targets is over the v2 API's limit of ${groupDigits(V2_MAX_IMPACTED_TARGETS)} targets per upload, so ${codeSpan('ALL')} was sent instead: this PR is treated as impacting every target.`,
    )
  } else if (u.reason === 'server-413') {
    s += alert(
      'WARNING',
      `The service refused the list (${groupDigits(u.listBytes)} bytes) as too large (HTTP 413), so ${codeSpan('ALL')} was sent instead.`,
    )
  }
  return s
}
