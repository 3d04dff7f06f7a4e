/** A required check whose job waits for the queue itself: the queue waits for it, it for the queue. */
import { defineRule } from '../rule.js'
import { quoted } from '../words.js'

export const queueDeadlock = defineRule({
  code: 'queue-deadlock',
  severity: 'error',
  title: 'Required check waits for the queue',
  check: (facts) =>
    facts.checks.flatMap((c) => {
      const at = c.productions.find((p) => p.steps.waits)?.steps.waits
      return at ? [{ check: c.name, at }] : []
    }),
  message: ({ check }) =>
    `Required check ${quoted(check)} runs a step that waits for the queue itself (wait for merged or tests_passed): ` +
    'the queue waits for the check and the check for the queue, until the testing timeout. Move the wait to a job ' +
    'that is not required, or wait only for states before testing.',
})
