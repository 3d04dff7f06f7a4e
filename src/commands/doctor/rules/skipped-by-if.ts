/** A required check whose job is skipped on the queue's test runs (GitHub reports it as passed). */
import { defineRule, verdictHits } from '../rule.js'
import { quoted, testRunsText } from '../words.js'

export const skippedByIf = defineRule({
  code: 'skipped-by-if',
  severity: 'warning',
  title: 'Required check skipped on test runs',
  check: (facts) => verdictHits(facts, 'skipped'),
  message: ({ check, v }, facts) =>
    `Required check ${quoted(check)} is skipped (${v.why}); GitHub reports a skipped job as passed, so the queue ` +
    `does not really test it. Let the job run on the ${testRunsText(facts.queue)}.`,
})
