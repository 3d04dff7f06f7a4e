/**
 * An entry in force of the quarantine file that no test in Trunk matches: it forgives nothing
 * Trunk has seen fail (a typo in the name, a renamed test, another API's id). v2: matched with
 * every test of the collection; v1: entries named by names with the tests that failed in the
 * window v1 lists, an id with the test Trunk gives for it.
 */
import { isExpired } from '../../../quarantine/file.js'
import { testsNamed } from '../quarantine.js'
import { defineRule } from '../rule.js'
import { entryText } from '../words.js'

export const quarantineUnmatched = defineRule({
  code: 'quarantine-unmatched',
  severity: 'warning',
  title: 'Quarantine entry matches no test in Trunk',
  check: (facts) => {
    const q = facts.input.quarantine
    if (q?.file.kind !== 'read' || q.trunk?.kind !== 'read') return []
    const { tests, days } = q.trunk
    return q.file.entries
      .filter((e) => !isExpired(e, q.nowMs) && !testsNamed(e, tests).length)
      .map((e) => ({ at: { file: q.path, line: e.line }, e, days }))
  },
  message: ({ e, days }) =>
    e.id !== undefined
      ? `Trunk knows no test with the id of the entry ${entryText(e)}: it forgives nothing. Copy the ` +
        "test's id from Trunk's app, or name the test by name (and classname, suite or file)."
      : `${days === undefined ? "No test of Trunk's test collection" : `No test that failed in Trunk in the last ${days} days`} ` +
        `matches the entry for ${entryText(e)}: it forgives nothing Trunk has seen fail. Check its ` +
        'name (and classname, suite or file) against the test report, or remove the entry if the ' +
        'test no longer fails.',
})
