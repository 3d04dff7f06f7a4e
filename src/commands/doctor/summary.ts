/**
 * doctor's job summary: the verdict, what it assumed (the queue's test runs, where the required
 * checks came from), and one row per finding.
 */
import { codeSpan, md, mdTable } from '../../ports/text.js'
import { alert, plural } from '../common/summary.js'
import type { RequiredChecks } from './analysis.js'
import type { QueueFacts } from './events.js'
import { countFindings, type Finding } from './findings.js'
import { RULE_OF } from './rules.js'
import { quarantineText, sourceText, testRunsText } from './words.js'
import type { QuarantineFacts } from './quarantine.js'

const ICON = { error: '❌', warning: '⚠️', unknown: '❔' } as const

/** What the summary says doctor assumed and read. */
export interface SummaryFacts {
  queue: QueueFacts
  required: RequiredChecks
  workflows: number
  /** The quarantine file as read (none: not looked at). */
  quarantine?: QuarantineFacts
}

/** The verdict line: an error, else an unknown, else a warning, else nothing found. */
function verdict(findings: Finding[], branch: string): string {
  const counts = countFindings(findings)
  const queue = codeSpan(branch)
  if (counts.error)
    return alert('CAUTION', `${plural(counts.error, 'finding')} will stall the queue for ${queue}.`)
  if (counts.unknown) {
    return alert(
      'WARNING',
      `doctor could not tell everything for the queue of ${queue}: ` +
        `${plural(counts.unknown, 'finding')} could not be read or decided. ` +
        'Nothing it could tell will stall the queue.',
    )
  }
  if (counts.warning) {
    return alert(
      'WARNING',
      `Nothing will surely stall the queue for ${queue}, but ${plural(counts.warning, 'finding')} may.`,
    )
  }
  return alert('TIP', `Nothing found that would stall the queue for ${queue}.`)
}

/** The summary's body (the runner adds the heading). */
export function doctorSummary(findings: Finding[], facts: SummaryFacts): string {
  const { names, source, complete } = facts.required
  const required = names.length
    ? names.map((c) => codeSpan(c)).join(', ')
    : complete
      ? 'none'
      : 'unknown'
  const lines = [
    verdict(findings, facts.queue.branch),
    `Required checks (${md(sourceText(source, complete))}): ${required}; ` +
      `${plural(facts.workflows, 'workflow file')} read.`,
    '',
    `Test runs looked at: ${messageMarkdown(testRunsText(facts.queue))}.`,
  ]
  if (facts.quarantine) lines.push('', `Quarantine file: ${md(quarantineText(facts.quarantine))}.`)
  if (findings.length) {
    lines.push(
      '',
      mdTable(
        ['Severity', 'Finding', 'Check', 'Where', 'What to change'],
        findings.map((f) => [
          `${ICON[f.severity]} ${f.severity}`,
          `${md(RULE_OF[f.code].title)} ${codeSpan(f.code, { inTable: true })}`,
          codeSpan(f.check, { inTable: true }),
          f.file ? codeSpan(`${f.file}:${f.line}`, { inTable: true }) : '',
          messageMarkdown(f.message),
        ]),
      ),
    )
  }
  return lines.join('\n') + '\n'
}

/** A finding's message for a table cell: its `code` spans as inline code, the rest escaped. */
export function messageMarkdown(message: string): string {
  const parts = message.split('`')
  // An odd number of backticks: no spans to trust, the whole text escaped.
  if (parts.length % 2 === 0) return md(message, 2000)
  return parts
    .map((part, i) => (i % 2 ? codeSpan(part, { inTable: true }) : md(part, 2000)))
    .join('')
}
