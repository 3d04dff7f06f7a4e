/** sync-quarantine's words: the log, the summary and the failures, from its decisions' values. */
import { inputRef, md, mdTable } from '../../ports/text.js'
import { Inputs } from '../../inputs/constants.js'
import { entryLabel, type QuarantineEntry, type QuarantineProblem } from '../../quarantine/file.js'
import { SYNC_MARKER, type SyncStep } from '../../quarantine/sync.js'
import type { StepResult, SyncCounts } from './decide.js'

/** The most tests a failure message names (the summary names them all). */
const NAMED_IN_FAILURE = 10

/** How a step's test reads: the entry that names it, else Trunk's name for it, and its id. */
export function stepTest(s: SyncStep, names: ReadonlyMap<string, string>): string {
  if (s.action === 'unresolved') return entryLabel(s.entry)
  const name = s.entry ? entryLabel(s.entry) : names.get(s.testId.toLowerCase())
  return name ? `${name} (${s.testId})` : s.testId
}

/** Where an entry is, and whose it is. */
function entryWhere(e: QuarantineEntry | undefined, path: string): string {
  return e ? `${path}:${e.line}, owner ${e.owner}, until ${e.expires}` : 'no entry in the file'
}

const ACTION_TEXT: Record<SyncStep['action'], [now: string, dry: string]> = {
  set: ['set alwaysQuarantine', 'would set alwaysQuarantine'],
  clear: ['cleared its override', 'would clear its override'],
  unchanged: ['unchanged (Trunk already agrees)', 'unchanged (Trunk already agrees)'],
  'left-alone': ["left alone (a person's override)", "left alone (a person's override)"],
  unresolved: ['no test in Trunk matches the entry', 'no test in Trunk matches the entry'],
}

/** What a step did (or would do), with its result. */
export function stepText(s: SyncStep, r: StepResult | undefined, dryRun: boolean): string {
  if (r?.status === 'failed') return `${s.action} FAILED: ${r.why}`
  if (r?.status === 'unchanged')
    return s.action === 'set'
      ? 'unchanged: Trunk already had alwaysQuarantine (its reason was not replaced)'
      : 'unchanged: it had no override any more'
  const text = ACTION_TEXT[s.action][dryRun ? 1 : 0]
  if (s.action === 'left-alone')
    return `${text}: ${s.override.mode}, "${s.override.reason.slice(0, 120)}"`
  if (s.action === 'clear')
    return `${text} (${s.entry ? 'the entry expired' : 'the entry was removed'})`
  return text
}

/** One log line per step. */
export function stepLine(
  s: SyncStep,
  r: StepResult | undefined,
  dryRun: boolean,
  names: ReadonlyMap<string, string>,
): string {
  return `${stepTest(s, names)}: ${stepText(s, r, dryRun)}.`
}

/** The counts in one line. */
export function countsLine(c: SyncCounts, dryRun: boolean): string {
  const would = dryRun ? 'would be ' : ''
  return `${c.set} ${would}set, ${c.cleared} ${would}cleared, ${c.unchanged} unchanged, ${c.leftAlone} left alone (a person's override), ${c.unresolved} entr${c.unresolved === 1 ? 'y' : 'ies'} without a test in Trunk, ${c.failed} failed.`
}

/** The headline. */
export function headline(c: SyncCounts, dryRun: boolean, collection: string): string {
  if (dryRun)
    return `Dry run in test collection ${collection}: nothing was sent. ${countsLine(c, true)}`
  if (c.failed)
    return `Trunk's quarantine overrides in test collection ${collection} agree with the file except for ${c.failed} test(s). ${countsLine(c, false)}`
  return `Trunk's quarantine overrides in test collection ${collection} agree with the file. ${countsLine(c, false)}`
}

/** The failure of a run whose writes partly failed: each test named (the others stay applied). */
export function partialFailureText(
  failed: readonly { test: string; why: string }[],
  applied: number,
): string {
  const named = failed
    .slice(0, NAMED_IN_FAILURE)
    .map((f) => `${f.test}: ${f.why}`)
    .join('; ')
  const more =
    failed.length > NAMED_IN_FAILURE
      ? `; and ${failed.length - NAMED_IN_FAILURE} more (the summary lists them)`
      : ''
  return `${failed.length} quarantine override(s) could not be written: ${named}${more}. The ${applied} other change(s) stay applied; running it again retries only what is still different.`
}

/** What could not be read: nothing was written. */
export function unreadText(what: string, why: string): string {
  return `sync-quarantine could not read ${what} (${why}): nothing was written. Trunk's overrides are as they were; run it again once Trunk can be read.`
}

/** The file is missing: an error, never "no entries" (that would clear every override of this tool). */
export function noFileText(path: string): string {
  return `There is no quarantine file at ${path} (${inputRef(Inputs.QuarantineFile)}): nothing was read or written. Check out the repository first, or set the path; to clear every override this tool set, keep the file with "tests: []".`
}

/** The file could not be read. */
export function fileUnreadText(path: string, why: string): string {
  return `The quarantine file ${path} could not be read (${why}): nothing was written.`
}

/** The file has problems (each with its line). */
export function fileProblemsText(path: string, problems: readonly QuarantineProblem[]): string {
  const listed = problems
    .slice(0, 10)
    .map((p) => `${path}:${p.line}: ${p.message}`)
    .join('; ')
  const more = problems.length > 10 ? `; and ${problems.length - 10} more` : ''
  return `The quarantine file is not valid (${inputRef(Inputs.QuarantineFile)}): ${listed}${more}. Fix it; nothing was written (a file that half applies would clear what its author did not mean to).`
}

/** The summary: the headline, then one row per step. */
export function summaryOf(
  steps: readonly SyncStep[],
  results: ReadonlyMap<string, StepResult> | undefined,
  counts: SyncCounts,
  o: { dryRun: boolean; path: string; collection: string; names: ReadonlyMap<string, string> },
): string {
  const rows = steps.map((s) => {
    const r = s.action === 'unresolved' ? undefined : results?.get(s.testId.toLowerCase())
    const entry = 'entry' in s ? s.entry : undefined
    return [
      md(stepTest(s, o.names)),
      md(stepText(s, r, o.dryRun), 300),
      md(entryWhere(entry, o.path)),
    ]
  })
  const table = rows.length ? `\n\n${mdTable(['Test', 'What', 'Entry'], rows)}` : ''
  return `${md(headline(counts, o.dryRun, o.collection), 600)}${table}\n\nOnly overrides whose reason starts with \`${SYNC_MARKER}\` are changed; a person's override is never touched.`
}
