/** get-queue's words, and the values its outputs say. */
import { Outputs } from '../../inputs/constants.js'
import { codeSpan, md } from '../../ports/text.js'
import type { CommandResult } from '../common/types.js'

/** What an output says when the service did not tell. */
export const UNKNOWN = 'unknown'

/** The queue in one log line. */
export function queueLine(branch: string, state: string, mode: string, prs: number): string {
  return `The queue for ${branch} is ${state} (${mode}), with ${prs} PR(s).`
}

/**
 * The queue's required checks as the `required-checks` output says them: a JSON array of the
 * names its settings require, `[]` when they require none, and `unknown` when the queue sets none
 * of its own (null: GitHub's branch protection or .trunk/trunk.yaml decides, which get-queue does
 * not read).
 */
export function requiredChecksValue(statuses: readonly string[] | null | undefined): string {
  return statuses ? JSON.stringify(statuses) : UNKNOWN
}

/** The queue's draft-PR setting as the `draft-prs` output says it: true, false, or unknown. */
export function draftPrsValue(createsPrs: boolean | undefined): string {
  return createsPrs === undefined ? UNKNOWN : String(createsPrs)
}

/** The outputs of the queue's required checks and draft-PR setting. */
export function settingsOutputs(q: {
  requiredStatuses: readonly string[] | null | undefined
  createPrsForTestingBranches: boolean | undefined
}): CommandResult['outputs'] {
  return {
    [Outputs.RequiredChecks]: requiredChecksValue(q.requiredStatuses),
    [Outputs.DraftPrs]: draftPrsValue(q.createPrsForTestingBranches),
  }
}

/** Where the required checks come from when the queue sets none (log and summary). */
const NOT_SET =
  "unknown here: the queue sets none of its own, so GitHub's branch protection or .trunk/trunk.yaml decides (doctor reads them)"

/** The required checks and the draft-PR setting, one log line each. */
export function settingsLines(q: {
  requiredStatuses: readonly string[] | null | undefined
  createPrsForTestingBranches: boolean | undefined
}): string[] {
  const r = q.requiredStatuses
  return [
    `Required checks: ${!r ? NOT_SET : r.length ? r.join(', ') : 'none (the queue requires no check)'}.`,
    `Draft PRs: ${draftPrsText(q.createPrsForTestingBranches)}.`,
  ]
}

function draftPrsText(createsPrs: boolean | undefined): string {
  if (createsPrs === undefined) return 'unknown (the service did not say)'
  return createsPrs
    ? 'on (the queue opens a draft PR for each test branch: its checks run on pull_request too)'
    : 'off (the queue only pushes test branches)'
}

/** The same two facts for the summary, above the queue (Markdown). */
export function settingsMarkdown(q: {
  requiredStatuses: readonly string[] | null | undefined
  createPrsForTestingBranches: boolean | undefined
}): string {
  const r = q.requiredStatuses
  const checks = !r
    ? md(NOT_SET)
    : r.length
      ? r.map((name) => codeSpan(name)).join(', ')
      : 'none (the queue requires no check)'
  return `- Required checks: ${checks}\n- Draft PRs: ${md(draftPrsText(q.createPrsForTestingBranches))}\n`
}
