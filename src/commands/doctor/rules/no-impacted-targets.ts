/** A parallel queue, and no workflow run on PRs uploads impacted targets (nor may). */
import { defineRule } from '../rule.js'
import { pullRequestUploads } from '../steps.js'

export const noImpactedTargets = defineRule({
  code: 'no-impacted-targets',
  severity: 'error',
  title: 'Parallel queue without impacted targets',
  check: (facts) =>
    facts.queue.mode === 'parallel' && !pullRequestUploads(facts.accepted) ? [{}] : [],
  message: (_hit, facts) =>
    `The queue for ${facts.queue.branch} is parallel, and no workflow triggered on pull_request uploads impacted ` +
    'targets: every PR waits for its targets and is never tested. Add a pull_request job that runs upload-targets ' +
    '(README: "Upload impacted targets"), or switch the queue to single mode.',
})
