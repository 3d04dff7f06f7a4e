/**
 * A required check doctor cannot judge: an `if:` or a job name known only at run time, a workflow
 * run by `pull_request_target` or `workflow_run`, or files doctor could not read that may report it.
 */
import type { Place } from '../events.js'
import { defineRule } from '../rule.js'
import type { Verdict } from '../verdict.js'
import { quoted } from '../words.js'

type Unknown = Extract<
  Verdict,
  { kind: 'unknown-if' | 'unknown-name' | 'other-trigger' | 'unread' }
>
const KINDS: readonly Verdict['kind'][] = ['unknown-if', 'unknown-name', 'other-trigger', 'unread']

/** The message of each kind of unknown verdict. */
const WORDS: {
  [K in Unknown['kind']]: (check: string, v: Extract<Unknown, { kind: K }>) => string
} = {
  'unknown-if': (check, v) =>
    `Whether required check ${check} runs on the queue's test runs cannot be told: ${v.why}. ` +
    'Check it by hand, or make the condition plain.',
  'unknown-name': (check, v) =>
    `Required check ${check} may come from this job, but its name cannot be known: ${v.why}. ` +
    'Give the job a plain name, or check the name by hand.',
  'other-trigger': (check, v) =>
    `Required check ${check} comes from ${v.file}, which runs on \`${v.event}\` only: whether its ` +
    "checks report on the queue's test " +
    (v.event === 'pull_request_target'
      ? "draft PRs (they run on the base branch's code and commit)"
      : 'runs (they belong to the triggering run)') +
    ' cannot be told from the workflow. Trigger it on pushes of `trunk-merge/**` branches, or check a ' +
    'test run by hand.',
  unread: (check, v) => {
    const them = v.files.length > 1 ? 'them' : 'it'
    return (
      `No workflow doctor could read reports required check ${check}, and ${v.files.join(', ')} may: ` +
      `doctor could not read ${them} (see that finding). Make ${them} readable, or check the name by hand.`
    )
  },
}

export const undecidable = defineRule({
  code: 'undecidable',
  severity: 'unknown',
  title: 'Cannot tell',
  check: (facts) =>
    facts.checks.flatMap((c) => {
      if (!KINDS.includes(c.verdict.kind)) return []
      const v = c.verdict as Unknown
      const at: Place | undefined = 'at' in v ? v.at : undefined
      return [{ check: c.name, v, ...(at ? { at } : {}) }]
    }),
  message: ({ check, v }) => WORDS[v.kind](quoted(check), v as never),
})
