/** A required check no workflow reports, on test runs or anywhere. */
import { defineRule, verdictHits } from '../rule.js'
import { EXTERNAL_CHECKS, WAITS_UNTIL_TIMEOUT, quoted } from '../words.js'

export const missingCheck = defineRule({
  code: 'missing-check',
  severity: 'error',
  title: 'Required check no workflow produces',
  check: (facts) => verdictHits(facts, 'missing'),
  message: ({ check, v }) => {
    const close = v.suggestions.length
      ? ` Did you mean ${v.suggestions.map((s) => `"${s}"`).join(' or ')}?`
      : ''
    return (
      `No workflow in .github/workflows reports a check named ${quoted(check)}, on test runs or anywhere: ` +
      `${WAITS_UNTIL_TIMEOUT}.${close} Fix the name (required checks are matched exactly, case included), ` +
      `or, if another CI posts it, list it in ${EXTERNAL_CHECKS} and make sure that CI builds ` +
      '`trunk-merge/**` branches.'
    )
  },
})
