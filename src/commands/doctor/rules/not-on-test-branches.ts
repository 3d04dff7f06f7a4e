/** A required check whose workflow never runs on the queue's test runs. */
import { defineRule, verdictHits } from '../rule.js'
import { SNIPPETS, span } from '../snippets.js'
import { WAITS_UNTIL_TIMEOUT, quoted } from '../words.js'

export const notOnTestBranches = defineRule({
  code: 'not-on-test-branches',
  severity: 'error',
  title: 'Required check not run on test branches',
  check: (facts) => verdictHits(facts, 'not-triggered'),
  message: ({ check, v }, facts) => {
    const from = v.guess
      ? `may come from ${v.file} (job \`${v.guess}\`, whose name is known only when it runs), ` +
        `and no other workflow reports it; ${v.file}`
      : `comes from ${v.file}${v.others.length ? ` (and ${v.others.join(', ')})` : ''}, which`
    const pr = facts.queue.createPrsForTestingBranches
      ? ' (or on `pull_request`, which includes the draft PRs the queue opens)'
      : ''
    return (
      `Required check ${quoted(check)} ${from} does not run on the queue's test runs${v.why ? ` (${v.why})` : ''}: ` +
      `${WAITS_UNTIL_TIMEOUT}. Trigger it on pushes of test branches, ` +
      `${span(SNIPPETS.pushTestBranches)} under \`on:\`${pr}.`
    )
  },
})
