/** upload-targets' job summary: what was sent, in how many bytes, and why ALL when it was. */
import { alert, plural } from '../common/summary.js'
import { codeSpan, mdFacts } from '../../ports/text.js'
import { fellBackAlert, groupDigits } from './words.js'

export { groupDigits } from './words.js'

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
  const fellBackWhy = fellBackAlert(u, u.limit)
  if (fellBackWhy) s += alert('WARNING', fellBackWhy)
  return s
}
