/**
 * Trunk's tests could not be read (no org-url-slug on v1, a test collection not found, the
 * service refused or failed): the quarantine file's entries were not compared with Trunk, so
 * neither quarantine-unmatched nor quarantine-disagrees could be decided.
 */
import { defineRule } from '../rule.js'

export const quarantineUnknown = defineRule({
  code: 'quarantine-unknown',
  severity: 'unknown',
  title: 'Quarantine file not compared with Trunk',
  check: (facts) => {
    const q = facts.input.quarantine
    if (q?.file.kind !== 'read' || q.trunk?.kind !== 'unknown') return []
    const n = q.file.entries.length
    return [{ at: { file: q.path, line: 1 }, path: q.path, why: q.trunk.why, n }]
  },
  message: ({ path, why, n }) =>
    `Trunk's tests could not be read (${why}): the ${n === 1 ? 'entry' : `${n} entries`} of ` +
    `${path} ${n === 1 ? 'was' : 'were'} not compared with Trunk (whether a test in Trunk matches ` +
    'each, whether Trunk quarantines it).',
})
