/** The queue is paused: it tests and merges nothing. */
import { defineRule } from '../rule.js'
import { updateQueue } from '../words.js'

export const queuePaused = defineRule({
  code: 'queue-paused',
  severity: 'warning',
  title: 'Queue paused',
  check: (facts) => (facts.queue.state === 'paused' ? [{}] : []),
  message: (_hit, facts) =>
    `The queue for ${facts.queue.branch} is paused: it takes in PRs but tests and merges none until it runs ` +
    `again (${updateQueue('{"state":"running"}')}).`,
})
