/**
 * Trunk and the quarantine file disagree on a test: an entry in force whose test Trunk does not
 * quarantine (the gate forgives it, Trunk's app and its uploader do not); an expired entry whose
 * test Trunk still quarantines (the gate still forgives it, as quarantined by Trunk); on v2, an
 * override sync-quarantine set (its reason's marker) on a test no entry in force names. Decided
 * from each test's quarantine status, and on v2 from the overrides read.
 */
import { isExpired } from '../../../quarantine/file.js'
import { commandRef } from '../../../ports/refs.js'
import { testsNamed } from '../quarantine.js'
import { defineRule } from '../rule.js'
import { entryText } from '../words.js'

const SYNC = commandRef('sync-quarantine')

export const quarantineDisagrees = defineRule({
  code: 'quarantine-disagrees',
  severity: 'warning',
  title: 'Trunk and the quarantine file disagree',
  check: (facts) => {
    const q = facts.input.quarantine
    if (q?.file.kind !== 'read' || q.trunk?.kind !== 'read') return []
    const { tests, api, ownOverrides = [] } = q.trunk
    const entries = q.file.entries
    const inForce = entries.filter((e) => !isExpired(e, q.nowMs))
    const covered = new Set(inForce.flatMap((e) => testsNamed(e, tests).map((t) => t.id)))
    const own = new Map(ownOverrides.map((o) => [o.testId.toLowerCase(), o]))
    const named = new Set<string>()
    const byEntry = entries.flatMap((e) => {
      const expired = isExpired(e, q.nowMs)
      return testsNamed(e, tests).flatMap((t) => {
        named.add(t.id)
        if (expired ? !t.quarantined || covered.has(t.id) : t.quarantined) return []
        const kind = expired ? ('expired' as const) : ('not-quarantined' as const)
        return [
          { at: { file: q.path, line: e.line }, kind, e, test: t.name, api, own: own.has(t.id) },
        ]
      })
    })
    // An override of its own on a test no entry names any more (removed from the file).
    const removed = ownOverrides
      .filter((o) => !named.has(o.testId.toLowerCase()))
      .map((o) => ({
        at: { file: q.path, line: 1 },
        kind: 'removed' as const,
        test: o.name,
        reason: o.reason,
      }))
    return [...byEntry, ...removed]
  },
  message: (hit) => {
    if (hit.kind === 'removed')
      return (
        `Trunk quarantines "${hit.test}" by an override ${SYNC} set ("${hit.reason}"), and no entry ` +
        `of the file names it: the gate still forgives its failures, as quarantined by Trunk. Run ` +
        `${SYNC} to clear it, or add the entry back.`
      )
    const { e, test, api } = hit
    if (hit.kind === 'expired')
      return (
        `The entry for ${entryText(e)} is past its expiry (${e.expires}), yet Trunk still quarantines ` +
        `"${test}"${hit.own ? ` by an override ${SYNC} set` : ''}: the gate still forgives its ` +
        'failures, as quarantined by Trunk. ' +
        (hit.own
          ? `Run ${SYNC} to clear it, or renew the entry.`
          : api === 'v2'
            ? "A person or Trunk's own detection quarantined it: lift it in Trunk's app, or renew the entry."
            : "If the file's sync set it, run sync-quarantine with a v2 API key; otherwise lift it in Trunk's app, or renew the entry.")
      )
    return (
      `The file quarantines ${entryText(e)} until ${e.expires}, and Trunk does not quarantine ` +
      `"${test}": the gate forgives its failures, Trunk's app and its uploader count them. ` +
      (api === 'v2'
        ? `Run ${SYNC} so that Trunk agrees with the file.`
        : "Quarantine it in Trunk's app too (sync-quarantine needs a v2 API key).")
    )
  },
})
