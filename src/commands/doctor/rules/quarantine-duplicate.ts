/** Two entries of the quarantine file name one test: the gate applies the first in force only. */
import { duplicateEntries } from '../../../quarantine/file.js'
import { defineRule } from '../rule.js'
import { entryText } from '../words.js'

export const quarantineDuplicate = defineRule({
  code: 'quarantine-duplicate',
  severity: 'warning',
  title: 'Two quarantine entries for one test',
  check: (facts) => {
    const q = facts.input.quarantine
    if (q?.file.kind !== 'read') return []
    return duplicateEntries(q.file.entries).map(([first, later]) => ({
      at: { file: q.path, line: later.line },
      first,
      later,
    }))
  },
  message: ({ first, later }) =>
    `Lines ${first.line} and ${later.line} both name one test: ${entryText(first)} and ` +
    `${entryText(later)}. The gate applies the first one in force, so the other's owner, reason ` +
    'and expiry are not the ones in effect. Keep one entry.',
})
