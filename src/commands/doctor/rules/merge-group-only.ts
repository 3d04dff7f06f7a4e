/** A required check whose workflow runs on GitHub's merge queue, not on pushes. */
import { defineRule, verdictHits } from '../rule.js'
import { SNIPPETS, span } from '../snippets.js'
import { WAITS_UNTIL_TIMEOUT, quoted } from '../words.js'

export const mergeGroupOnly = defineRule({
  code: 'merge-group-only',
  severity: 'error',
  title: "Required check only on GitHub's merge queue",
  check: (facts) => verdictHits(facts, 'merge-group-only'),
  message: ({ check, v }) =>
    `Required check ${quoted(check)} comes from ${v.file}, which runs on \`merge_group\` (GitHub's own merge queue) ` +
    `but not on \`push\`: this service tests PRs on \`trunk-merge/**\` branches, so the check never reports and ` +
    `${WAITS_UNTIL_TIMEOUT}. Add ${span(SNIPPETS.pushTestBranches)} under its \`on:\`.`,
})
