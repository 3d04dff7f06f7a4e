/** A required check whose workflow runs only for PRs that touch its paths. */
import { defineRule, verdictHits } from '../rule.js'
import { quoted } from '../words.js'

export const pathFiltered = defineRule({
  code: 'path-filtered',
  severity: 'warning',
  title: 'Required check only under a path filter',
  check: (facts) => verdictHits(facts, 'paths'),
  message: ({ check, v, at }) =>
    `Required check ${quoted(check)} comes from ${at?.file ?? 'a workflow'}, and ${v.why}` +
    `${v.others.length ? ` (and from ${v.others.join(', ')}, each under a path filter too)` : ''}. ` +
    'A test branch is a new ' +
    "branch, which GitHub diffs against the PR's changes, so for every other PR the check never reports and the PR " +
    'waits until the testing timeout. Remove the path filter (filter inside the job instead, and let it pass), ' +
    'or require a check that always reports.',
})
