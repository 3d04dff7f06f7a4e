/** A workflow file doctor could not read (GitHub may run it): what it reports is unknown. */
import { defineRule } from '../rule.js'
import { problemText } from '../workflow-file.js'

export const unreadableWorkflow = defineRule({
  code: 'unreadable-workflow',
  severity: 'unknown',
  title: 'Workflow file doctor cannot read',
  check: (facts) =>
    facts.unread.map((w) => ({
      at: { file: w.file, line: w.problem?.line ?? 1 },
      why: w.problem ? problemText(w.problem) : '',
    })),
  message: ({ at, why }) =>
    `doctor cannot read ${at.file}: ${why}. It cannot tell which checks it reports; a required check no other ` +
    'workflow reports is unknown because of it.',
})
