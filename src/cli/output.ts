/**
 * What the tool prints on stdout: every output as one JSON object (`--json`), or readable
 * `name: value` lines of the outputs the run set. Tokens are replaced before anything is printed.
 */
import { redact } from '../ports/text.js'

/** stdout's text for a run's outputs. */
export function formatOutputs(
  outputs: Readonly<Record<string, string>>,
  json: boolean,
  secrets: readonly string[],
): string {
  const clean = Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => [name, redact(value, secrets)]),
  )
  if (json) return `${JSON.stringify(clean)}\n`
  const lines = Object.entries(clean)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value.replace(/\r?\n/g, '\n  ')}`)
  return lines.length ? `${lines.join('\n')}\n` : ''
}
