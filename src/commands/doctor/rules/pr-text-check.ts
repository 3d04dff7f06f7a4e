/** A required check that checks the PR's title or body, on the draft PR whose text is the service's. */
import { defineRule } from '../rule.js'
import { SNIPPETS, span } from '../snippets.js'
import { quoted } from '../words.js'

export const prTextCheck = defineRule({
  code: 'pr-text-check',
  severity: 'warning',
  title: "Required check validates the queue's draft PR",
  check: (facts) =>
    facts.checks.flatMap((c) => {
      const p = c.productions.find(
        (x) => x.ev.kind === 'pull_request' && x.steps.readsPrText && x.fate.kind !== 'skipped',
      )
      const reads = p?.steps.readsPrText
      return reads ? [{ check: c.name, at: reads.at, what: reads.what }] : []
    }),
  message: ({ check, what }) =>
    `Required check ${quoted(check)} runs ${what} on the draft PR the queue opens for each test branch, whose title ` +
    "and body are the service's, not the author's: if they do not pass its rules, every test run fails or waits. " +
    `Skip the job on the queue's draft PRs (${span(SNIPPETS.skipTestBranchPrs)} on the job), which GitHub then ` +
    'reports as passed, or stop requiring this check in the queue.',
})
