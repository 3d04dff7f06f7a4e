/** doctor's job summary: the verdict, where the required checks came from, and one row per finding. */
import { codeSpan, md, mdTable } from '../../ports/text.js'
import { alert, plural } from '../common/summary.js'
import { FINDING_CODES, type Finding } from './findings.js'

const ICON = { error: '❌', warning: '⚠️', unknown: '❔' } as const

/** The summary's body (the runner adds the heading). */
export function doctorSummary(
  findings: Finding[],
  facts: { branch: string; required: string[]; source: string; workflows: number },
): string {
  const errors = findings.filter((f) => f.severity === 'error').length
  const others = findings.length - errors
  const verdict = errors
    ? alert(
        'CAUTION',
        `${plural(errors, 'finding')} will stall the queue for ${codeSpan(facts.branch)}.`,
      )
    : others
      ? alert(
          'WARNING',
          `Nothing will surely stall the queue for ${codeSpan(facts.branch)}, but ${plural(others, 'finding')} may, or cannot be told.`,
        )
      : alert('TIP', `Nothing found that would stall the queue for ${codeSpan(facts.branch)}.`)
  const lines = [
    verdict,
    `Required checks (${md(facts.source)}): ${facts.required.length ? facts.required.map((c) => codeSpan(c)).join(', ') : 'none'}; ${plural(facts.workflows, 'workflow file')} read.`,
  ]
  if (findings.length) {
    lines.push(
      '',
      mdTable(
        ['Severity', 'Finding', 'Check', 'Where', 'What to change'],
        findings.map((f) => [
          `${ICON[f.severity]} ${f.severity}`,
          `${md(FINDING_CODES[f.code].title)} ${codeSpan(f.code, { inTable: true })}`,
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
