/**
 * Reads impacted targets from the `impacted-targets` input or a file: one per line, a JSON array
 * of strings, or `ALL`. Empty lines are dropped; everything else wrong (a control character in a
 * target included) is an error, never an upload of it.
 */
import { readFileSync } from 'node:fs'
import { IMPACTS_ALL, IMPACTS_ALL_LEGACY, TargetLines } from '../../client/index.js'
import { InputError } from './input-error.js'

/**
 * Parsed targets: a list (in order, possibly with repeats), or ALL. A file of targets one per
 * line is kept as its bytes ({@link TargetLines}); everything else as strings.
 */
export type ParsedTargets =
  { kind: 'ALL' } | { kind: 'list'; targets: string[] | TargetLines; format: 'lines' | 'json' }

const isAllWord = (s: string) => s === IMPACTS_ALL || s === IMPACTS_ALL_LEGACY

// C0, DEL and C1: no build tool names a target with them; a file of them (NUL bytes from a
// crashed writer, a binary file) is not a list of targets and must not be uploaded as one.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_EXPECTED = 'target names as printable text, one per line (is it the right file?)'

/** The first control character in `s`, as U+XXXX, or undefined. */
function controlCharacterIn(s: string): string | undefined {
  const m = CONTROL_CHARACTER.exec(s)
  if (!m) return undefined
  return `U+${(m[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`
}

/** Parses targets text; `source` names the input (and file) in error messages. */
export function parseTargetsText(
  text: string,
  source: { input: string; file?: string },
): ParsedTargets {
  const where = source.file ? `the file ${JSON.stringify(source.file)}` : 'the value'
  const trimmed = text.trim()
  if (
    isAllWord(trimmed) ||
    trimmed === `"${IMPACTS_ALL}"` ||
    trimmed === `"${IMPACTS_ALL_LEGACY}"`
  ) {
    return { kind: 'ALL' }
  }
  if (trimmed.startsWith('[')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(trimmed)
    } catch (e) {
      throw new InputError(
        source.input,
        `${where} starts with "[" but is not a valid JSON array (${(e as Error).message})`,
        'a JSON array of strings, one target per line, or ALL',
      )
    }
    if (!Array.isArray(parsed)) {
      throw new InputError(source.input, `${where} is not a JSON array`, 'a JSON array of strings')
    }
    const targets: string[] = []
    for (let i = 0; i < parsed.length; i++) {
      const t: unknown = parsed[i]
      if (typeof t !== 'string') {
        throw new InputError(
          source.input,
          `element ${i} of the JSON array in ${where} is ${t === null ? 'null' : typeof t}`,
          'every element to be a string (a target name)',
        )
      }
      const control = controlCharacterIn(t)
      if (control) {
        throw new InputError(
          source.input,
          `element ${i} of the JSON array in ${where} holds the control character ${control}`,
          CONTROL_EXPECTED,
        )
      }
      if (t !== '') targets.push(t)
    }
    return { kind: 'list', targets, format: 'json' }
  }

  const targets: string[] = []
  let sawAll = false
  let start = 0
  let lineNumber = 0
  // A manual scan: for hundreds of thousands of lines it avoids building an array of every line
  // (empty ones included) before filtering.
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    lineNumber++
    const line = text.slice(start, end).trim()
    const control = controlCharacterIn(line)
    if (control) {
      throw new InputError(
        source.input,
        `line ${lineNumber} of ${where} holds the control character ${control}`,
        CONTROL_EXPECTED,
      )
    }
    if (line !== '') {
      if (isAllWord(line)) sawAll = true
      else targets.push(line)
    }
    start = end + 1
  }
  if (sawAll) {
    throw new InputError(
      source.input,
      `${where} mixes the word ALL with a list of ${targets.length} target(s)`,
      'either ALL alone or a list of targets',
    )
  }
  return { kind: 'list', targets, format: 'lines' }
}

/**
 * Reads and parses a targets file; a missing, unreadable or non-UTF-8 file is an error. The
 * common case, plain targets one per line, is indexed as bytes without decoding the text.
 */
export function readTargetsFile(path: string, input: string): ParsedTargets {
  let bytes: Buffer
  try {
    bytes = readFileSync(path)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    const why =
      code === 'ENOENT'
        ? 'does not exist'
        : code === 'EACCES'
          ? 'cannot be read (permission denied)'
          : code === 'EISDIR'
            ? 'is a directory'
            : `cannot be read (${code ?? (e as Error).message})`
    throw new InputError(
      input,
      `the file ${JSON.stringify(path)} ${why}`,
      'a readable file of targets',
    )
  }
  const lines = TargetLines.scan(bytes)
  if (lines) return { kind: 'list', targets: lines, format: 'lines' }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    const at = firstInvalidUtf8Byte(bytes)
    throw new InputError(
      input,
      `the file ${JSON.stringify(path)} is not valid UTF-8${at < bytes.length ? ` (at byte ${at})` : ''}`,
      'UTF-8 text',
    )
  }
  return parseTargetsText(text, { input, file: path })
}

/** The offset of the first byte that breaks UTF-8 (for the error message). */
export function firstInvalidUtf8Byte(bytes: Buffer): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i] as number
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b < 0xe0
          ? 1
          : b >= 0xe0 && b < 0xf0
            ? 2
            : b >= 0xf0 && b < 0xf5
              ? 3
              : -1
    if (need < 0) return i
    for (let k = 1; k <= need; k++) {
      if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i
    }
    i += need + 1
  }
  return i
}
