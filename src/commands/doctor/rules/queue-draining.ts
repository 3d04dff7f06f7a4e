/** The queue is draining: it takes no new PRs. */
import { defineRule } from '../rule.js'
import { updateQueue } from '../words.js'

export const queueDraining = defineRule({
  code: 'queue-draining',
  severity: 'warning',
  title: 'Queue draining',
  check: (facts) => (facts.queue.state === 'draining' ? [{}] : []),
  message: (_hit, facts) =>
    `The queue for ${facts.queue.branch} is draining: it finishes what it tests and takes no new PRs until it ` +
    `runs again (${updateQueue('{"state":"running"}')}).`,
})
