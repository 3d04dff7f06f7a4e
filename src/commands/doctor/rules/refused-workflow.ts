/** A required check only a workflow file GitHub refuses to run would report. */
import { defineRule, verdictHits } from '../rule.js'
import { WAITS_UNTIL_TIMEOUT, quoted } from '../words.js'

export const refusedWorkflow = defineRule({
  code: 'refused-workflow',
  severity: 'error',
  title: 'Required check from a workflow GitHub refuses',
  check: (facts) => verdictHits(facts, 'refused'),
  message: ({ check, v }) =>
    v.maybe
      ? `No workflow GitHub runs reports required check ${quoted(check)}, so it never reports and ` +
        `${WAITS_UNTIL_TIMEOUT}. It may come from ${v.file}, which GitHub refuses to run: ${v.why}. ` +
        'Fix that file, or the name.'
      : `Required check ${quoted(check)} comes from ${v.file}, which GitHub refuses to run: ${v.why}. ` +
        `So the check never reports and ${WAITS_UNTIL_TIMEOUT}. Fix the file.`,
})
