/** The queue requires no checks at all (read, and empty: not unread). */
import { defineRule } from '../rule.js'
import { sourceText } from '../words.js'

export const noRequiredChecks = defineRule({
  code: 'no-required-checks',
  severity: 'warning',
  title: 'No required checks',
  check: (facts) =>
    !facts.input.required.names.length && facts.input.required.complete ? [{}] : [],
  message: (_hit, facts) =>
    `The queue for ${facts.queue.branch} requires no checks (${sourceText(facts.input.required.source, true)}): it ` +
    "merges what it tests without waiting for any. Set the queue's required statuses, or the branch protection's " +
    'required checks.',
})
