/**
 * An entry of the quarantine file past its expiry: it forgives nothing, so the gate fails on that
 * test's failures again (which may be what its owner forgot).
 */
import { isExpired } from '../../../quarantine/file.js'
import { defineRule } from '../rule.js'
import { entryText } from '../words.js'

export const quarantineExpired = defineRule({
  code: 'quarantine-expired',
  severity: 'warning',
  title: 'Quarantine entry expired',
  check: (facts) => {
    const q = facts.input.quarantine
    if (q?.file.kind !== 'read') return []
    return q.file.entries
      .filter((e) => isExpired(e, q.nowMs))
      .map((e) => ({ at: { file: q.path, line: e.line }, e }))
  },
  message: ({ e }) =>
    `The entry for ${entryText(e)} is past its expiry (${e.expires}): it forgives nothing, so the gate fails ` +
    `on this test's failures. ${e.owner}: set a later expires if the test is still being fixed, or ` +
    'remove the entry once it is.',
})
