/**
 * What the tool prints on stdout: every output as one JSON object (`--json`), or readable
 * `name: value` lines of the outputs the run set. Tokens are replaced before anything is printed.
 * In the JSON object an output the table types (OUTPUT_JSON_TYPES: a count, a list) is a number
 * or the JSON it holds, not its text.
 */
import { OUTPUT_JSON_TYPES } from '../inputs/descriptions.js'
import type { OutputName } from '../inputs/constants.js'
import { redact } from '../ports/text.js'

/** An output's value in the JSON object: typed where the table says, else its text. */
function jsonValue(name: string, value: string): unknown {
  const type = Object.hasOwn(OUTPUT_JSON_TYPES, name)
    ? OUTPUT_JSON_TYPES[name as OutputName]
    : undefined
  if (!type) return value
  if (value === '') return null
  if (type === 'number') return /^-?\d+$/.test(value) ? Number(value) : value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/** stdout's text for a run's outputs. */
export function formatOutputs(
  outputs: Readonly<Record<string, string>>,
  json: boolean,
  secrets: readonly string[],
): string {
  const clean = Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => [name, redact(value, secrets)]),
  )
  if (json) {
    const typed = Object.fromEntries(Object.entries(clean).map(([n, v]) => [n, jsonValue(n, v)]))
    return `${JSON.stringify(typed)}\n`
  }
  const lines = Object.entries(clean)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value.replace(/\r?\n/g, '\n  ')}`)
  return lines.length ? `${lines.join('\n')}\n` : ''
}
