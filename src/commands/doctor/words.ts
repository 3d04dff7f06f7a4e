/**
 * doctor's words shared by its rules, its log and its summary: how a stalled check is said, the
 * test runs of the queue's mode, where the required checks came from. Sentences that belong to one
 * rule live in that rule's file.
 */
import { actionOnly, commandRef, inputRef } from '../../ports/refs.js'
import { Inputs, type Outcome } from '../../inputs/constants.js'
import type { DoctorInput, RequiredSource } from './analysis.js'
import { WORKFLOWS_DIR, type WorkflowsFolder } from './checkout.js'
import type { QueueFacts } from './events.js'
import { SNIPPETS, span } from './snippets.js'
import type { Severity } from './rule.js'
import { entryLabel, isExpired, type QuarantineEntry } from '../../quarantine/file.js'
import type { QuarantineFacts } from './quarantine.js'

/** What happens to every PR when a required check never reports. */
export const WAITS_UNTIL_TIMEOUT = 'every PR waits for it until the testing timeout'

/** How to set one of the queue's settings, in the door's words: `command: update-queue with queue-settings …`. */
export const updateQueue = (settings: string): string =>
  `${commandRef('update-queue')} with ${inputRef(Inputs.QueueSettings)} \`${settings}\``

/** The input that lists checks another CI posts, in the door's words. */
export const EXTERNAL_CHECKS = inputRef(Inputs.ExternalChecks)

/** A quarantine file's entry for a sentence: its test, its line and its owner. */
export const entryText = (e: QuarantineEntry): string =>
  `\`${entryLabel(e)}\` (line ${e.line}, owner ${e.owner})`

/** A required check, quoted. */
export const quoted = (check: string): string => `"${check}"`

/** The test runs of the queue's mode, for a sentence: "the pushes of … and the draft PRs …". */
export function testRunsText(q: QueueFacts): string {
  return q.createPrsForTestingBranches
    ? `pushes of \`trunk-merge/**\` branches and the draft PRs the queue opens from them to \`${q.branch}\``
    : `pushes of \`trunk-merge/**\` branches (the queue opens no draft PRs)`
}

/** Where the required checks came from, for a summary line and the log. */
export function sourceText(source: RequiredSource, complete: boolean): string {
  switch (source.kind) {
    case 'queue':
      return "the queue's settings"
    case 'trunk-yaml':
      return '.trunk/trunk.yaml'
    case 'github':
      if (source.sources.length)
        return `GitHub ${source.sources.join(' and ')}${complete ? '' : ' (partly read)'}`
      return complete ? 'GitHub: none set' : 'GitHub: could not be read'
    case 'no-token':
      return 'GitHub: not read, no GitHub token'
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** What doctor read of the quarantine file and of Trunk for it, for the log and the summary. */
export function quarantineText(q: QuarantineFacts): string {
  switch (q.file.kind) {
    case 'absent':
      return `${q.path} read: not there (the repository quarantines nothing)`
    case 'invalid':
      return `${q.path} read: refused (see the findings)`
    case 'read': {
      const n = q.file.entries.length
      const expired = q.file.entries.filter((e) => isExpired(e, q.nowMs)).length
      const t = q.trunk
      const trunk = !t
        ? ''
        : t.kind === 'read'
          ? t.days === undefined
            ? `; compared with Trunk's tests (${t.api}: every test of the collection, and the overrides of the quarantined ones no entry in force names)`
            : `; compared with Trunk's tests (${t.api}: those that failed in the last ${t.days} days, and each id)`
          : '; not compared with Trunk (its tests could not be read)'
      return `${q.path} read: ${n} ${n === 1 ? 'entry' : 'entries'}${expired ? ` (${expired} expired)` : ''}${trunk}`
    }
  }
}

/** The sentences of the run: its log, its failure. */
export const RUN_WORDS = {
  folderRead: (folder: WorkflowsFolder, files: number): string =>
    folder === 'found'
      ? `Read ${plural(files, 'workflow file')} from ${WORKFLOWS_DIR}.`
      : `${WORKFLOWS_DIR} was not read (${folder}): the required checks cannot be checked against the workflows.`,
  noToken:
    `The queue takes its required checks from GitHub, and there is no GitHub token to read them: set ` +
    `${inputRef(Inputs.GithubToken)}${actionOnly(" (a workflow's default is ${{ github.token }})")}, with ` +
    `permission ${span(SNIPPETS.contentsRead)}.`,
  noOrgUrlSlug: `v1 names the repository's tests by the organization: set ${inputRef(Inputs.OrgUrlSlug)}`,
  quarantineRead: (q: QuarantineFacts): string => `Quarantine file: ${quarantineText(q)}.`,
  requiredUnread: (problem: string): string =>
    `${problem}. doctor went on with the required checks it could read.`,
  tally: (counts: Record<Severity, number>, input: DoctorInput): string =>
    `doctor: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ` +
    `${plural(counts.unknown, 'unknown')} ` +
    `for the queue of ${input.queue.branch} (${plural(input.required.names.length, 'required check')} from ` +
    `${sourceText(input.required.source, input.required.complete)}; test runs: ${testRunsText(input.queue)}).`,
  failure: (
    outcome: Outcome,
    counts: Record<Severity, number>,
    branch: string,
  ): string | undefined =>
    outcome === 'failure'
      ? `doctor found ${plural(counts.error, 'problem')} that will stall the queue for ${branch}; see the findings.`
      : outcome === 'unknown'
        ? `doctor could not tell everything that may stall the queue for ${branch}: ` +
          `${plural(counts.unknown, 'finding')} could not be read or decided (see the findings). ` +
          'Nothing it could tell will stall the queue.'
        : undefined,
}
