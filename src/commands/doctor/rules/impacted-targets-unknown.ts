/** A parallel queue whose impacted targets may be uploaded another way than doctor knows. */
import { defineRule } from '../rule.js'
import { pullRequestUploads } from '../steps.js'

export const impactedTargetsUnknown = defineRule({
  code: 'impacted-targets-unknown',
  severity: 'unknown',
  title: 'Impacted targets may not be uploaded',
  check: (facts) => {
    const found = facts.queue.mode === 'parallel' ? pullRequestUploads(facts.accepted) : undefined
    return found && 'maybe' in found ? [{ at: found.maybe, how: found.how }] : []
  },
  message: ({ how }, facts) =>
    `The queue for ${facts.queue.branch} is parallel: every PR waits for its impacted targets. No workflow ` +
    `triggered on pull_request runs upload-targets, but ${how} may upload them another way. Check that it ` +
    'uploads them for every PR, or add a pull_request job that runs upload-targets ' +
    '(README: "Upload impacted targets").',
})
