/** A required check that reports on some test branch names and not on others. */
import { defineRule, verdictHits } from '../rule.js'
import { quoted } from '../words.js'

export const someTestBranches = defineRule({
  code: 'some-test-branches',
  severity: 'error',
  title: 'Required check only on some test branches',
  check: (facts) => verdictHits(facts, 'some-branches'),
  message: ({ check, v }) =>
    `Required check ${quoted(check)} runs on some test branches (e.g. ${v.ok}) but not on others ` +
    `(e.g. ${v.missing})${v.why ? `: ${v.why}` : ''}. PRs tested there wait until the testing timeout. ` +
    'Match every test branch: `trunk-merge/**`.',
})
