/**
 * Trunk and the quarantine file disagree on a test: an entry in force whose test Trunk does not
 * quarantine (the gate forgives it, Trunk's app and its uploader do not), or an expired entry whose
 * test Trunk still quarantines (the gate still forgives it, as quarantined by Trunk). Decided from
 * each matched test's quarantine status.
 */
import { isExpired } from '../../../quarantine/file.js'
import { commandRef } from '../../../ports/refs.js'
import { testsNamed } from '../quarantine.js'
import { defineRule } from '../rule.js'
import { entryText } from '../words.js'

export const quarantineDisagrees = defineRule({
  code: 'quarantine-disagrees',
  severity: 'warning',
  title: 'Trunk and the quarantine file disagree',
  check: (facts) => {
    const q = facts.input.quarantine
    if (q?.file.kind !== 'read' || q.trunk?.kind !== 'read') return []
    const { tests, api } = q.trunk
    const entries = q.file.entries
    const inForce = entries.filter((e) => !isExpired(e, q.nowMs))
    const covered = new Set(inForce.flatMap((e) => testsNamed(e, tests).map((t) => t.id)))
    return entries.flatMap((e) => {
      const expired = isExpired(e, q.nowMs)
      return testsNamed(e, tests)
        .filter((t) => (expired ? t.quarantined && !covered.has(t.id) : !t.quarantined))
        .map((t) => ({ at: { file: q.path, line: e.line }, e, expired, test: t.name, api }))
    })
  },
  message: ({ e, expired, test, api }) =>
    expired
      ? `The entry for ${entryText(e)} expired on ${e.expires}, yet Trunk still quarantines ` +
        `"${test}": the gate still forgives its failures, as quarantined by Trunk. ` +
        (api === 'v2'
          ? `If the file's sync set it, run ${commandRef('sync-quarantine')} to clear it; `
          : '') +
        "otherwise lift the quarantine in Trunk's app, or renew the entry."
      : `The file quarantines ${entryText(e)} until ${e.expires}, and Trunk does not quarantine ` +
        `"${test}": the gate forgives its failures, Trunk's app and its uploader count them. ` +
        (api === 'v2'
          ? `Run ${commandRef('sync-quarantine')} so that Trunk agrees with the file.`
          : "Quarantine it in Trunk's app too (sync-quarantine needs a v2 API key)."),
})
