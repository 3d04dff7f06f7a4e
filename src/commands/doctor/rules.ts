/**
 * doctor's rules, one row each, in the order they are judged: the verdicts on each required check,
 * what its jobs do, then the queue's own findings, the repository's quarantine file, and what
 * could not be read. A new finding is a
 * file in rules/ and a row here; its code, severity and title come with it.
 */
import { duplicateCheck } from './rules/duplicate-check.js'
import { githubUnreadable } from './rules/github-unreadable.js'
import { impactedTargetsUnknown } from './rules/impacted-targets-unknown.js'
import { invalidQuarantineFile } from './rules/invalid-quarantine-file.js'
import { invalidTrunkYaml } from './rules/invalid-trunk-yaml.js'
import { invalidWorkflow } from './rules/invalid-workflow.js'
import { matrixName } from './rules/matrix-name.js'
import { mergeGroupOnly } from './rules/merge-group-only.js'
import { missingCheck } from './rules/missing-check.js'
import { noDeadRunCancel } from './rules/no-dead-run-cancel.js'
import { noImpactedTargets } from './rules/no-impacted-targets.js'
import { noRequiredChecks } from './rules/no-required-checks.js'
import { notChecked } from './rules/not-checked.js'
import { notOnTestBranches } from './rules/not-on-test-branches.js'
import { pathFiltered } from './rules/path-filtered.js'
import { prTextCheck } from './rules/pr-text-check.js'
import { queueDeadlock } from './rules/queue-deadlock.js'
import { quarantineDisagrees } from './rules/quarantine-disagrees.js'
import { quarantineDuplicate } from './rules/quarantine-duplicate.js'
import { quarantineExpired } from './rules/quarantine-expired.js'
import { quarantineUnknown } from './rules/quarantine-unknown.js'
import { quarantineUnmatched } from './rules/quarantine-unmatched.js'
import { queueDraining } from './rules/queue-draining.js'
import { queuePaused } from './rules/queue-paused.js'
import { refusedWorkflow } from './rules/refused-workflow.js'
import { skippedByIf } from './rules/skipped-by-if.js'
import { someTestBranches } from './rules/some-test-branches.js'
import { testingTimeout } from './rules/testing-timeout.js'
import { undecidable } from './rules/undecidable.js'
import { unreadableWorkflow } from './rules/unreadable-workflow.js'

/** Every rule. */
export const RULES = [
  missingCheck,
  notOnTestBranches,
  mergeGroupOnly,
  someTestBranches,
  matrixName,
  refusedWorkflow,
  pathFiltered,
  skippedByIf,
  undecidable,
  queueDeadlock,
  prTextCheck,
  duplicateCheck,
  noImpactedTargets,
  impactedTargetsUnknown,
  queuePaused,
  queueDraining,
  testingTimeout,
  noDeadRunCancel,
  noRequiredChecks,
  invalidWorkflow,
  unreadableWorkflow,
  invalidTrunkYaml,
  invalidQuarantineFile,
  quarantineExpired,
  quarantineDuplicate,
  quarantineUnmatched,
  quarantineDisagrees,
  quarantineUnknown,
  githubUnreadable,
  notChecked,
] as const

/** A finding's code: one per rule. */
export type FindingCode = (typeof RULES)[number]['code']

/** Each code's rule (its severity and title, for the summary and the annotations). */
export const RULE_OF = Object.fromEntries(RULES.map((r) => [r.code, r])) as {
  [C in FindingCode]: Extract<(typeof RULES)[number], { code: C }>
}
